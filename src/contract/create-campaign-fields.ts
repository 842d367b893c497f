import type { CampaignKind } from './enums';
import { RELATIONS, type Relation } from './relations';
import { m } from '../i18n/paraglide/messages.js';

/**
 * Campaign creation's fields, steps, limits and labels (issue 47): what the wizard draws its first
 * step with, apart from the rules (create-campaign.ts, which re-exports all of this), so the page
 * does not load the schema library before its first step is on screen.
 */
// ───────────────────────────── limits ─────────────────────────────

/** Text limits (ours: the spec states none), in characters after trimming. */
export const TEXT_LIMITS = {
  fullName: 100,
  publicEmail: 254,
  contactEmail: 254,
  publicPhoneNumber: 13,
  contactPhoneNumber: 13,
  region: 100,
  city: 100,
  relativeLocation: 200,
  relation: 20,
  recipientName: 100,
  website: 200,
  tinNumber: 20,
  licenseNumber: 30,
  title: 100,
  description: 5000,
  // Room for "Br 1,000,000,000.00" as typed.
  goalAmount: 24,
  holderName: 100,
  accountNumber: 30,
} as const;

export const MAX_OTHER_IMAGES = 4;
/** Ours: the spec does not limit supporting documents. */
export const MAX_SUPPORTING_DOCUMENTS = 5;
/** Ours: fits numeric(14,2) with room to spare. */
export const MAX_GOAL = 1_000_000_000;

// ───────────────────────────── fields per kind and step ─────────────────────────────

export const TEXT_FIELDS = [
  'fullName',
  'publicEmail',
  'publicPhoneNumber',
  'contactEmail',
  'contactPhoneNumber',
  'region',
  'city',
  'relativeLocation',
  'relation',
  'recipientName',
  'website',
  'sector',
  'category',
  'tinNumber',
  'licenseNumber',
  'title',
  'description',
  'goalAmount',
  'deadline',
  'bankName',
  'holderName',
  'accountNumber',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const FILE_FIELDS = [
  'tinCertificate',
  'registrationLicense',
  'personalDocument',
  'supportingDocuments',
  'coverImage',
  'otherImages',
] as const;
export type FileField = (typeof FILE_FIELDS)[number];
/** File fields that take several files (appended one by one under the same name). */
export const MULTI_FILE_FIELDS = ['supportingDocuments', 'otherImages'] as const satisfies readonly FileField[];
export type CreateField = TextField | FileField;

/**
 * How a personal campaign's organiser is related to whoever receives the money (issue 44); a
 * charity's or a business's campaign is its organisation's (ORGANISATION, stored by the server).
 */
export { RELATIONS, type Relation };
/** What a personal campaign's organiser may answer. */
export const PERSONAL_RELATIONS = ['SELF', 'FAMILY', 'FRIEND', 'COMMUNITY', 'OTHER'] as const satisfies readonly Relation[];
/** The relation a campaign of this kind has when its form does not ask (or, personal, was not told). */
export const relationFor = (kind: CampaignKind, given?: Relation): Relation | null => (kind === 'personal' ? (given ?? null) : 'ORGANISATION');

export const STEPS = [1, 2, 3, 4] as const;
export type Step = (typeof STEPS)[number];
const STEP_TITLES: Record<Step, () => string> = {
  1: () => m.create_step_personal(),
  2: () => m.create_step_legal(),
  3: () => m.create_step_campaign(),
  4: () => m.create_step_bank(),
};
/** Step 1 is about the person for a personal campaign, about the organisation otherwise. */
export const stepTitle = (step: Step, kind: CampaignKind = 'personal') =>
  step === 1 && kind !== 'personal' ? m.create_step_organisation() : STEP_TITLES[step]();
/** The progress bar shows step × 25 %. */
export const stepProgress = (step: Step) => step * 25;

/** The fields of each step for a kind, in the order the form shows them and the server checks them. */
export function stepFields(kind: CampaignKind, step: Step): CreateField[] {
  switch (step) {
    case 1:
      return [
        'fullName',
        'publicEmail',
        'publicPhoneNumber',
        'contactEmail',
        'contactPhoneNumber',
        'region',
        'city',
        'relativeLocation',
        ...(kind === 'personal' ? (['relation', 'recipientName'] as const) : (['website'] as const)),
        ...(kind === 'business' ? (['sector'] as const) : []),
        'category',
      ];
    case 2:
      return kind === 'personal'
        ? ['personalDocument', 'supportingDocuments']
        : ['tinNumber', 'licenseNumber', 'tinCertificate', 'registrationLicense', 'supportingDocuments'];
    case 3:
      return ['title', 'description', 'goalAmount', 'deadline', 'coverImage', 'otherImages'];
    case 4:
      return ['bankName', 'holderName', 'accountNumber'];
  }
}

/** Every field a kind's submission may carry; anything else is refused as unknown. */
export const fieldsFor = (kind: CampaignKind): CreateField[] => STEPS.flatMap((s) => stepFields(kind, s));

/** The first name that is not a field of this kind, or undefined. */
export const unknownField = (kind: CampaignKind, names: Iterable<string>): string | undefined => {
  const known = new Set<string>(fieldsFor(kind));
  for (const n of names) if (!known.has(n)) return n;
  return undefined;
};

/** Inputs that accept digits only (the form keeps them with digitsOnly, patterns.ts); the goal is read by readMoney. */
export const NUMERIC_FIELDS = ['accountNumber'] as const;
/** TIN and licence numbers as they are printed: letters, digits and / - . (e.g. "AA/14038/2024"); registrationOnly. */
export const REGISTRATION_FIELDS = ['tinNumber', 'licenseNumber'] as const;
/** Phone inputs accept digits and a leading + (phoneOnly). */
export const PHONE_FIELDS = ['publicPhoneNumber', 'contactPhoneNumber'] as const;

// ───────────────────────────── labels ─────────────────────────────

const LABELS: Record<TextField, () => string> = {
  fullName: m.create_label_full_name,
  publicEmail: m.create_label_public_email,
  publicPhoneNumber: m.create_label_public_phone,
  contactEmail: m.create_label_contact_email,
  contactPhoneNumber: m.create_label_contact_phone,
  region: m.create_label_region,
  city: m.create_label_city,
  relativeLocation: m.create_label_relative_location,
  relation: m.create_label_relation,
  recipientName: m.create_label_recipient_name,
  website: m.create_label_website,
  sector: m.create_label_sector,
  category: m.create_label_category,
  tinNumber: m.create_label_tin,
  licenseNumber: m.create_label_license,
  title: m.create_label_title,
  description: m.create_label_description,
  goalAmount: m.create_label_goal,
  deadline: m.create_label_deadline,
  bankName: m.create_label_bank,
  holderName: m.create_label_holder,
  accountNumber: m.create_label_account,
};
/** A text field's label in the current language. */
export const fieldLabel = (f: TextField): string => LABELS[f]();
