import { Alert, Badge, Stack, Table, Text } from '@mantine/core';
import { fieldLabel, TEXT_FIELDS, type TextField } from '#contract/create-campaign';
import { formatDate, formatLongDate } from '#contract/dates';
import { bankLabel, categoryLabel, sectorLabel } from '#contract/labels';
import { formatBr } from '#contract/money';
import type { FieldChange, ResubmitField, SinceRejection } from '#contract/resubmit';
import { m } from '#i18n/paraglide/messages.js';

const FILE_NAMES: Partial<Record<ResubmitField, () => string>> = {
  tinCertificate: m.create_file_tin_certificate,
  registrationLicense: m.create_file_registration_license,
  personalDocument: m.create_file_personal_document,
  supportingDocuments: m.create_file_supporting_documents,
  coverImage: m.create_file_cover_image,
  otherImages: m.create_file_other_images,
};
const isText = (f: ResubmitField): f is TextField => (TEXT_FIELDS as readonly string[]).includes(f);
const label = (f: ResubmitField) => (isText(f) ? fieldLabel(f) : (FILE_NAMES[f]?.() ?? f));

/** A stored value as the reviewer reads it elsewhere on the card: names for codes, Birr, dates. */
function shown(field: ResubmitField, value: string | null) {
  if (value === null || value === '') return m.fix_since_empty();
  switch (field) {
    case 'bankName':
      return bankLabel(value);
    case 'category':
      return categoryLabel(value);
    case 'sector':
      return sectorLabel(value);
    case 'goalAmount':
      return formatBr(Number(value));
    case 'deadline':
      return formatLongDate(value);
    default:
      return value;
  }
}

function Change({ c }: { c: FieldChange }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {label(c.field)}
        </Text>
      </Table.Td>
      {c.replaced ? (
        <Table.Td colSpan={2}>
          <Badge variant="light" color="blue">
            {m.fix_since_replaced()}
          </Badge>
        </Table.Td>
      ) : (
        <>
          <Table.Td>
            <Text size="sm" td="line-through" c="dimmed" translate="no" style={{ wordBreak: 'break-word' }}>
              {shown(c.field, c.from)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" translate="no" style={{ wordBreak: 'break-word' }}>
              {shown(c.field, c.to)}
            </Text>
          </Table.Td>
        </>
      )}
    </Table.Tr>
  );
}

/** On a resubmitted campaign's card: why it was rejected, and each field changed since (issue 44). */
export function ChangesSinceRejection({ since }: { since: SinceRejection }) {
  return (
    <Alert color="blue" variant="light" title={m.fix_since_title()}>
      <Stack gap="xs">
        <Text size="sm">
          {m.fix_since_rejected({ date: formatDate(since.rejectedAt) })} <span translate="no">{since.reason}</span>
        </Text>
        {since.changes.length === 0 ? (
          <Text size="sm">{m.fix_since_none()}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th>{m.fix_since_was()}</Table.Th>
                  <Table.Th>{m.fix_since_now()}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {since.changes.map((c) => (
                  <Change key={c.field} c={c} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Alert>
  );
}
