import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { bankLabel } from '#contract/labels';
import { formatBirr2, formatBr } from '#contract/money';
import type { ReviewWithdrawal } from '#contract/payout';
import { m } from '#i18n/paraglide/messages.js';

/**
 * "Approve and pay" sends money that cannot be taken back (issue 40): the reviewer sees the amount,
 * the bank and the account once more and confirms. The confirmation's button is the one that pays.
 */
export function ConfirmPayout({
  w,
  opened,
  pending,
  onClose,
  onConfirm,
}: {
  w: ReviewWithdrawal;
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const amount = formatBirr2(w.amount);
  const rows: Array<[string, ReactNode]> = [
    [m.queue_confirm_amount(), formatBr(w.amount)],
    [m.queue_confirm_bank(), bankLabel(w.bank.bankName)],
    [m.queue_confirm_holder(), <span translate="no">{w.bank.holderName}</span>],
    [m.queue_confirm_account(), <span translate="no">{w.bank.accountNumberMasked}</span>],
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={m.queue_confirm_title({ amount })} centered>
      <Stack>
        <Text size="sm">{m.queue_confirm_text()}</Text>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {m.queue_cancel()}
          </Button>
          <Button color="green" onClick={onConfirm} loading={pending} data-autofocus>
            {m.queue_approve()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
