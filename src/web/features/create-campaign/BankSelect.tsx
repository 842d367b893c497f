import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PayoutDestination } from '#contract/banks';
import { bankLabel } from '#contract/labels';
import { m } from '#i18n/paraglide/messages.js';
import { banksQuery } from './banks-query';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange'> & { value: string; onChange: (id: string) => void };

/** Banks, then mobile-money wallets, each by its name in the page's language where it has one. */
export function bankOptions(list: readonly PayoutDestination[]) {
  const items = (kind: PayoutDestination['kind']) => list.filter((d) => d.kind === kind).map((d) => ({ value: d.id, label: bankLabel(d.id, d.name) }));
  return [
    { group: m.bank_group_banks(), items: items('bank') },
    { group: m.bank_group_wallets(), items: items('wallet') },
  ].filter((g) => g.items.length > 0);
}

/**
 * The payout destination of the wizard and the fix page: searchable, grouped, from GET /api/banks
 * (the shipped list while offline). An id the list no longer has (an old draft) stays shown as it is.
 */
export function BankSelect({ value, onChange, ...props }: Props) {
  const { data } = useQuery(banksQuery());
  const groups = bankOptions(data);
  if (value && !data.some((d) => d.id === value)) groups.unshift({ group: m.bank_group_banks(), items: [{ value, label: bankLabel(value) }] });
  return (
    <Select
      {...props}
      data={groups}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      searchable
      nothingFoundMessage={m.bank_search_nothing()}
      comboboxProps={{ withinPortal: true }}
      description={data.find((d) => d.id === value)?.kind === 'wallet' ? m.bank_wallet_number_hint() : props.description}
    />
  );
}
