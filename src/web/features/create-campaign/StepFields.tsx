import { Suspense, use, type ComponentType } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import {
  NUMERIC_FIELDS,
  REGISTRATION_FIELDS,
  PHONE_FIELDS,
  TEXT_FIELDS,
  TEXT_LIMITS,
  fieldLabel,
  stepFields,
  type FileField as FileFieldName,
  type Step,
  type TextField,
} from '#contract/create-campaign-fields';
import { registrationOnly, digitsOnly, phoneOnly } from '#contract/patterns';
import { categoriesFor } from '#contract/enums';
import { earliestDeadline, latestDeadline, todayInEthiopia } from '#contract/dates';
import { SECTORS, type CampaignKind } from '#contract/enums';
import { categoryLabel, sectorLabel } from '#contract/labels';
import { REGIONS, regionLabel } from '#contract/regions';
import { formatDate } from '#i18n/format';
import { m } from '#i18n/paraglide/messages.js';
import { pageLocale } from '#web/lib/locale';
import { inMantine } from '#web/ui/lazy-mantine';
import { Field } from '#web/ui/Field';
import css from '#web/ui/form.module.css';
import ui from '#web/ui/ui.module.css';
import { RecipientFields } from './RecipientFields';
import { isFileField, type WizardValues } from './wizard-values';

// The file fields (the file rules, the schema library) and the bank search (Mantine's Select and
// the payout list) are later steps': their code loads at idle (preloadStepParts) or when drawn.
/** A part loaded on first use or by `preload()`; once loaded it renders at once (no fallback). */
function laterPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (C) => (Loaded = C),
      (err: unknown) => {
        loading = null; // offline without the worker's copy: tried again on the next render
        throw err;
      },
    ));
  const Part = (props: P) => {
    const C = Loaded ?? use(preload());
    return <C {...props} />;
  };
  return Object.assign(Part, { preload, loaded: () => Loaded !== null });
}
// Both are drawn with Mantine, which comes with them (the step's own fields are plain elements).
const FileField = laterPart(() => inMantine(() => import('./FileField').then((mod) => mod.FileField)));
const BankSelect = laterPart(() => inMantine(() => import('./BankSelect').then((mod) => mod.BankSelect)));
/** Fetches the later steps' fields (at idle, and before Next shows a step that has them). */
export const preloadStepParts = () => Promise.all([FileField.preload(), BankSelect.preload()]);
/** Whether a step's fields can be drawn at once (step 1 has neither files nor the bank). */
export const stepPartsLoaded = (step: Step) => step === 1 || (FileField.loaded() && BankSelect.loaded());

/** Which fields the spec requires (the contract's rules decide; this only draws the asterisk). */
const REQUIRED = new Set([
  'fullName',
  'contactEmail',
  'contactPhoneNumber',
  'region',
  'city',
  'sector',
  'category',
  'tinNumber',
  'licenseNumber',
  'tinCertificate',
  'registrationLicense',
  'title',
  'description',
  'goalAmount',
  'deadline',
  'coverImage',
  'bankName',
  'holderName',
  'accountNumber',
]);

// Label and help text of each file field, as message functions (read at render, in the page's language).
const FILE_LABELS: Record<FileFieldName, [() => string, (() => string)?]> = {
  tinCertificate: [m.create_file_tin_certificate, m.create_file_hint_document],
  registrationLicense: [m.create_file_registration_license, m.create_file_hint_document],
  personalDocument: [m.create_file_personal_document, m.create_file_hint_personal],
  supportingDocuments: [m.create_file_supporting_documents, m.create_file_hint_supporting],
  coverImage: [m.create_file_cover_image, m.create_file_hint_cover],
  otherImages: [m.create_file_other_images, m.create_file_hint_other_images],
};

/** A field's name as the form labels it (text or file), for messages that point at it. */
export const fieldName = (field: string): string =>
  field in FILE_LABELS
    ? FILE_LABELS[field as FileFieldName][0]()
    : (TEXT_FIELDS as readonly string[]).includes(field)
      ? fieldLabel(field as TextField)
      : field;

const PLACEHOLDERS: Partial<Record<TextField, string>> = {
  publicPhoneNumber: '0911234567',
  contactPhoneNumber: '0911234567',
  publicEmail: 'name@example.com',
  contactEmail: 'name@example.com',
  website: 'example.com',
  goalAmount: '50000',
};

const DESCRIPTIONS: Partial<Record<TextField, () => string>> = {
  publicEmail: m.create_hint_shown_to_donors,
  publicPhoneNumber: m.create_hint_shown_to_donors,
  contactEmail: m.create_hint_reviewers_only,
  contactPhoneNumber: m.create_hint_reviewers_only,
  relativeLocation: m.create_hint_relative_location,
  goalAmount: m.create_hint_in_birr,
};

/**
 * Under the deadline in Amharic: the chosen (Gregorian, from the browser's picker) day in the
 * Ethiopian calendar, e.g. "ቀን: 14 ኅዳር 2019 ዓ.ም.".
 */
const ethiopianDay = (value: string) =>
  pageLocale === 'am' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? m.create_deadline_ethiopian({ date: formatDate(value) })
    : undefined;

const numeric = new Set<string>(NUMERIC_FIELDS);
const registrations = new Set<string>(REGISTRATION_FIELDS);
const phones = new Set<string>(PHONE_FIELDS);

type Props = {
  kind: CampaignKind;
  step: Step;
  form: UseFormReturnType<WizardValues>;
  disabled?: boolean;
};

/** One wizard step's inputs, in the contract's order for the kind. */
export function StepFields({ kind, step, form, disabled }: Props) {
  const today = todayInEthiopia();
  const fields = stepFields(kind, step);

  const input = (field: TextField) => {
    const props = form.getInputProps(field);
    const common = {
      label: fieldLabel(field),
      required: REQUIRED.has(field),
      description: DESCRIPTIONS[field]?.() ?? (field === 'deadline' ? ethiopianDay(form.values.deadline) : undefined),
      error: props.error as string | undefined,
    };
    const control = {
      disabled,
      placeholder: PLACEHOLDERS[field],
      maxLength: (TEXT_LIMITS as Partial<Record<TextField, number>>)[field],
      onBlur: props.onBlur as () => void,
    };
    const text = (filter?: (s: string) => string, extra: Record<string, unknown> = {}, leftSection?: string) => (
      <Field {...common} leftSection={leftSection}>
        {(p) => (
          <input
            {...p}
            {...control}
            {...extra}
            value={form.values[field]}
            onChange={(e) => form.setFieldValue(field, filter ? filter(e.currentTarget.value) : e.currentTarget.value)}
          />
        )}
      </Field>
    );
    const select = (options: { value: string; label: string }[], placeholder: string) => (
      <Field {...common}>
        {(p) => (
          <select {...p} disabled={disabled} onBlur={control.onBlur} value={form.values[field]} onChange={(e) => form.setFieldValue(field, e.currentTarget.value)}>
            {[{ value: '', label: placeholder }, ...options].map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
    switch (field) {
      case 'category':
        return select(categoriesFor(kind).map((c) => ({ value: c, label: categoryLabel(c) })), m.create_select_category());
      case 'sector':
        return select(SECTORS.map((s) => ({ value: s, label: sectorLabel(s) })), m.create_select_sector());
      case 'region':
        return select(REGIONS.map((r) => ({ value: r, label: regionLabel(r) })), m.create_select_region());
      case 'bankName':
        return (
          <Suspense fallback={null}>
            <BankSelect {...common} {...control} placeholder={m.create_select_bank()} value={form.values.bankName} onChange={(id) => form.setFieldValue('bankName', id)} />
          </Suspense>
        );
      case 'description':
        return (
          <Field {...common}>
            {(p) => (
              <textarea {...p} {...control} rows={5} value={form.values.description} onChange={(e) => form.setFieldValue('description', e.currentTarget.value)} />
            )}
          </Field>
        );
      case 'deadline':
        return text(undefined, { type: 'date', min: earliestDeadline(today), max: latestDeadline(today) });
      case 'goalAmount':
        // Kept as typed ("50,000"): the step's schema reads it exactly or says why not.
        return text(undefined, { inputMode: 'decimal', autoComplete: 'off' }, m.create_currency_short());
      case 'publicEmail':
      case 'contactEmail':
        return text(undefined, { type: 'email', inputMode: 'email', autoComplete: 'email' });
      case 'website':
        return text(undefined, { inputMode: 'url' });
      default:
        if (phones.has(field)) return text(phoneOnly, { type: 'tel', inputMode: 'tel' });
        if (numeric.has(field)) return text(digitsOnly, { inputMode: 'numeric' });
        if (registrations.has(field)) return text(registrationOnly, { autoCapitalize: 'characters', spellCheck: false });
        return text();
    }
  };

  const file = (field: FileFieldName) => {
    const [label, description] = FILE_LABELS[field];
    return (
      <Suspense key={field} fallback={null}>
      <FileField
        field={field}
        label={label()}
        description={description?.()}
        required={REQUIRED.has(field)}
        disabled={disabled}
        value={form.values[field]}
        error={form.errors[field] as string | undefined}
        onError={(message) => form.setFieldError(field, message)}
        onChange={(files) => form.setFieldValue(field, files)}
      />
      </Suspense>
    );
  };

  // Short inputs pair up on wider screens; long ones and files take the full width.
  const wide = new Set<string>(['description', 'relativeLocation', 'relation', 'website', 'title', 'fullName']);
  return (
    <div className={ui.stack}>
      <div className={css.grid}>
        {fields
          // A personal campaign's recipient is one group of questions, drawn at its relation.
          .filter((f) => !isFileField(f) && f !== 'recipientName')
          .map((f) => (
            <div key={f} className={wide.has(f) ? css.wide : undefined}>
              {f === 'relation' ? <RecipientFields form={form} disabled={disabled} /> : input(f as TextField)}
            </div>
          ))}
      </div>
      {fields.filter(isFileField).map((f) => file(f))}
    </div>
  );
}
