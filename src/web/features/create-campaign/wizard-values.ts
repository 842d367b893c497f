import {
  FILE_FIELDS,
  MULTI_FILE_FIELDS,
  TEXT_FIELDS,
  stepSchema,
  type FileField,
  type Step,
  type TextField,
} from '#contract/create-campaign';
import { payoutAccountMessage, type PayoutDestination } from '#contract/banks';
import { fieldMessages } from '#contract/zod-helpers';
import { todayInEthiopia } from '#contract/dates';
import type { CampaignKind } from '#contract/enums';
import type { Draft, DraftFile } from '#web/lib/outbox/drafts';

/** The wizard's form: every text field as typed, every file field as a list of chosen files. */
export type WizardValues = Record<TextField, string> & Record<FileField, DraftFile[]>;

export const isFileField = (f: string): f is FileField => (FILE_FIELDS as readonly string[]).includes(f);
export const isMultiFile = (f: FileField) => (MULTI_FILE_FIELDS as readonly string[]).includes(f);

export function emptyValues(): WizardValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>;
  const files = Object.fromEntries(FILE_FIELDS.map((f) => [f, []])) as unknown as Record<FileField, DraftFile[]>;
  return { ...text, ...files };
}

export function valuesFromDraft(draft: Pick<Draft, 'fields' | 'files'>): WizardValues {
  const values = emptyValues();
  for (const f of TEXT_FIELDS) values[f] = draft.fields[f] ?? '';
  for (const f of FILE_FIELDS) values[f] = draft.files[f] ?? [];
  return values;
}

export function draftFromValues(values: WizardValues): Pick<Draft, 'fields' | 'files'> {
  const fields: Record<string, string> = {};
  for (const f of TEXT_FIELDS) if (values[f]) fields[f] = values[f];
  const files: Record<string, DraftFile[]> = {};
  for (const f of FILE_FIELDS) if (values[f].length) files[f] = values[f];
  return { fields, files };
}

/** The shape the contract's schemas read: single-file fields as one file (or nothing). */
function schemaInput(values: WizardValues): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const f of FILE_FIELDS) if (!isMultiFile(f)) input[f] = values[f][0];
  return input;
}

/** The contract's messages for one step, one per field (empty when the step passes). */
export function stepErrors(kind: CampaignKind, step: Step, values: WizardValues, banks: readonly PayoutDestination[] = []): Record<string, string> {
  const result = stepSchema(kind, step, { today: todayInEthiopia() }).safeParse(schemaInput(values));
  return withAccountCheck(fieldMessages(result) as Record<string, string>, values, banks);
}

/**
 * The chosen bank's account-number length (or a wallet's phone number), as the server checks it
 * (issue 44), once the field passes the contract's own rules. Whether the bank is still on the list
 * the server says: offline the list may be the shipped one.
 */
export function withAccountCheck<E extends Partial<Record<string, string>>>(errors: E, values: Pick<WizardValues, 'bankName' | 'accountNumber'>, banks: readonly PayoutDestination[]) {
  if (errors.accountNumber || errors.bankName || !values.bankName || !values.accountNumber) return errors;
  const refused = payoutAccountMessage(banks, values.bankName, values.accountNumber);
  return refused?.field === 'accountNumber' ? ({ ...errors, accountNumber: refused.message } as E) : errors;
}
