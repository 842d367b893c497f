import { FILE_FIELDS, MULTI_FILE_FIELDS, TEXT_FIELDS, type FileField, type TextField } from '#contract/create-campaign-fields';
import type { Draft, DraftFile } from '#web/lib/outbox/drafts';

// The rules (the contract's schemas, with the schema library) are in ./wizard-rules.ts: the wizard
// loads them at idle, not with its first step (issue 47).

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
