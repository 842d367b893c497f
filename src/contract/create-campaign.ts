import { z } from 'zod';
import { BANK_ID_RE } from './banks';
import { earliestDeadline, isCalendarDate, latestDeadline } from './dates';
import { CATEGORIES, CATEGORY_KINDS, SECTORS, type CampaignKind, type Category } from './enums';
import { FILE_RULES, fileList, optionalFile, requiredFile, type FileLike } from './files';
import { centsToDecimal, moneyInputMessage, readMoney, toCents } from './money';
import { compactPhone, EMAIL_RE, isPhone } from './patterns';
import { regionOf } from './regions';
import { RELATIONS, type Relation } from './relations';
import { trimmedText, type Check, type Msg } from './zod-helpers';
import { m } from '../i18n/paraglide/messages.js';

/**
 * Campaign creation: the one source of truth for the wizard (per step) and the server (the whole
 * submission). Field names are the spec's (section 3), messages its wording (section 5, typos
 * included); rules and limits the spec does not state are ours and named below. What is not only a
 * campaign's lives beside it: files (files.ts), dates and the deadline window (dates.ts), what an
 * input keeps as typed (patterns.ts), and the schema pieces any form uses (zod-helpers.ts).
 */

// ───────────────────────────── endpoints and headers ─────────────────────────────

/** POST target (under /api) for each kind; the body is multipart/form-data. */
export const CREATE_ENDPOINTS = {
  business: '/campaign/business',
  charity: '/campaign/charity/organization',
  personal: '/campaign/charity/personal',
} as const satisfies Record<CampaignKind, string>;

/**
 * Sent with every submission, fixed when the draft is created: a resent or duplicated submission
 * answers with the first campaign instead of creating a second one.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_.:-]{8,200}$/;

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

// ───────────────────────────── text rules ─────────────────────────────

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

type TextRule = { required?: Msg; multiline?: boolean; checks?: Check[] };

/** A campaign text field: its label, its limit (TEXT_LIMITS) and the rule's messages. */
function textField(field: TextField, rule: TextRule & { required: Msg }): z.ZodType<string>;
function textField(field: TextField, rule: TextRule): z.ZodType<string | undefined>;
function textField(field: TextField, rule: TextRule): z.ZodType<string | undefined> {
  const label = LABELS[field];
  const max = (TEXT_LIMITS as Record<string, number>)[field] ?? 100;
  return trimmedText({ ...rule, label, max, tooLong: () => m.create_too_long({ label: label(), max: String(max) }) });
}

const isDigits = (s: string) => /^\d+$/.test(s);
const isRegistration = (s: string) => /^[A-Za-z0-9]+(?:[ /.-]+[A-Za-z0-9]+)*$/.test(s);
const registration = (field: TextField): Check => [isRegistration, () => m.create_registration_chars({ label: fieldLabel(field) })];
const digits = (field: TextField): Check => [isDigits, () => m.create_digits_only({ label: fieldLabel(field) })];
const email: Check = [(s) => EMAIL_RE.test(s), () => m.create_email_invalid()];
const phone: Check = [isPhone, () => m.create_phone_invalid()];
/** Kept without the spaces it may be written with ("0911 55 66 77" → "0911556677"). */
const compact = (s: string | undefined) => (s === undefined ? undefined : compactPhone(s));

/** A website as typed, with https:// added when no scheme was given; only http(s) addresses pass. */
export function normalizeWebsite(s: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(s) ? s : `https://${s}`;
  try {
    const u = new URL(withScheme);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
    if (!u.hostname.includes('.') || /\s/.test(s)) return null;
    return u.toString();
  } catch {
    return null;
  }
}

// ───────────────────────────── schemas ─────────────────────────────

export type SchemaOptions = {
  /** YYYY-MM-DD; pass todayInEthiopia() (tests pass a fixed day). */
  today: string;
  /**
   * The wizard's rules (the default for stepSchema): a region from REGIONS, and a personal
   * campaign's relation. The server (createCampaignSchema's default) takes what older clients
   * send: a region as free text (a known spelling becomes the listed name) and no relation.
   */
  strict?: boolean;
};

function fieldSchemas(kind: CampaignKind, { today, strict = false }: SchemaOptions) {
  const allowedCategories = new Set<string>(Object.keys(CATEGORY_KINDS).filter((c) => (CATEGORY_KINDS[c as Category] as readonly string[]).includes(kind)));
  return {
    fullName: textField('fullName', { required: () => m.create_full_name_required() }),
    publicEmail: textField('publicEmail', { checks: [email] }),
    publicPhoneNumber: textField('publicPhoneNumber', { checks: [phone] }).transform(compact),
    contactEmail: textField('contactEmail', { required: () => m.create_contact_email_required(), checks: [email] }),
    contactPhoneNumber: textField('contactPhoneNumber', { required: () => m.create_contact_phone_required(), checks: [phone] }).transform(compactPhone),
    region: textField('region', {
      required: () => m.create_region_required(),
      checks: strict ? [[(s) => regionOf(s) !== undefined, () => m.create_region_unknown()]] : [],
    }).transform((s) => regionOf(s) ?? s),
    city: textField('city', { required: () => m.create_city_required() }),
    relativeLocation: textField('relativeLocation', {}),
    relation: textField('relation', {
      ...(strict ? { required: () => m.create_relation_required() } : {}),
      checks: [[(s) => (PERSONAL_RELATIONS as readonly string[]).includes(s), () => m.create_relation_unknown()]],
    }) as z.ZodType<(typeof PERSONAL_RELATIONS)[number] | undefined>,
    // Required when the money goes to someone else (recipientRule); ignored when it is the organiser's.
    recipientName: textField('recipientName', {}),
    website: textField('website', { checks: [[(s) => normalizeWebsite(s) !== null, () => m.create_website_invalid()]] }).transform(
      (s) => (s === undefined ? undefined : normalizeWebsite(s)!),
    ),
    sector: textField('sector', {
      required: () => m.create_sector_required(),
      checks: [[(s) => (SECTORS as readonly string[]).includes(s), () => m.create_sector_unknown()]],
    }) as z.ZodType<(typeof SECTORS)[number]>,
    category: textField('category', {
      required: () => m.create_category_required(),
      checks: [
        [(s) => (CATEGORIES as readonly string[]).includes(s), () => m.create_category_unknown()],
        [(s) => allowedCategories.has(s), () => ({ business: m.create_category_not_for_business, charity: m.create_category_not_for_charity, personal: m.create_category_not_for_personal })[kind]()],
      ],
    }) as z.ZodType<Category>,
    tinNumber: textField('tinNumber', { required: () => m.create_tin_required(), checks: [registration('tinNumber')] }),
    licenseNumber: textField('licenseNumber', { required: () => m.create_license_required(), checks: [registration('licenseNumber')] }),
    tinCertificate: requiredFile(FILE_RULES.document, () => m.create_tin_certificate_required()),
    registrationLicense: requiredFile(FILE_RULES.document, () => m.create_registration_license_required()),
    personalDocument: optionalFile(FILE_RULES.document),
    supportingDocuments: fileList(FILE_RULES.document, MAX_SUPPORTING_DOCUMENTS, () => m.create_too_many_documents()),
    title: textField('title', { required: () => m.create_title_required() }),
    description: textField('description', { required: () => m.create_description_required(), multiline: true }),
    // As the organiser typed it ("50,000", "Br 50 000"), read by readMoney; kept as a numeric(14,2) decimal.
    goalAmount: textField('goalAmount', { required: () => m.create_goal_required() }).transform((s, ctx) => {
      const read = readMoney(s);
      if (read.ok && read.cents > 0 && read.cents <= toCents(MAX_GOAL)) return centsToDecimal(read.cents);
      // A minus sign or no amount at all: the goal's own words ("…a positive number"); the rest, readMoney's.
      const own = !read.ok && (read.error === 'negative' || read.error === 'notAnAmount');
      const message = !read.ok && !own ? moneyInputMessage(read.error) : read.ok && read.cents > 0 ? m.create_goal_too_large() : m.create_goal_positive();
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }),
    deadline: textField('deadline', {
      required: () => m.create_deadline_required(),
      checks: [
        [isCalendarDate, () => m.create_deadline_invalid()],
        [(s) => s >= earliestDeadline(today), () => m.create_deadline_too_soon()],
        [(s) => s <= latestDeadline(today), () => m.create_deadline_too_far()],
      ],
    }),
    coverImage: requiredFile(FILE_RULES.cover, () => m.create_cover_required()),
    otherImages: fileList(FILE_RULES.otherImage, MAX_OTHER_IMAGES, () => m.create_too_many_images()),
    // A payout destination's id (contract/banks.ts): its form here; whether it is on the current
    // list, and the account number's length for it, the server checks (modules/banks).
    bankName: textField('bankName', {
      required: () => m.create_bank_required(),
      checks: [[(s) => BANK_ID_RE.test(s), () => m.create_bank_required()]],
    }),
    holderName: textField('holderName', { required: () => m.create_holder_required() }),
    accountNumber: textField('accountNumber', { required: () => m.create_account_required(), checks: [digits('accountNumber')] }),
  };
}

type FieldSchemas = ReturnType<typeof fieldSchemas>;
const pick = (all: FieldSchemas, names: CreateField[]) =>
  Object.fromEntries(names.map((n) => [n, all[n]])) as Partial<FieldSchemas>;

/**
 * One wizard step's rules. Step 4 checks the deadline again, as the spec's form does.
 * Parse the step's values; the first issue's message is the one to show (see firstMessage).
 */
export function stepSchema(kind: CampaignKind, step: Step, opts: SchemaOptions) {
  const all = fieldSchemas(kind, { strict: true, ...opts });
  const names = step === 4 ? [...stepFields(kind, 4), 'deadline' as const] : stepFields(kind, step);
  return z.object(pick(all, names)).transform(recipientRule);
}

/**
 * The money goes to the organiser (SELF: no other name is kept) or to someone the form names.
 * A transform, so it runs only once every field passed, and its refusal is about the name.
 */
function recipientRule<T extends { relation?: unknown; recipientName?: unknown }>(v: T, ctx: z.RefinementCtx): T {
  if (v.relation === 'SELF') return { ...v, recipientName: undefined };
  if (v.relation && !v.recipientName) {
    ctx.addIssue({ code: 'custom', path: ['recipientName'], message: m.create_recipient_name_required() });
    return z.NEVER;
  }
  return v;
}

/** Fields only some kinds have: required for those kinds, absent for the others. */
type KindOnlyField = 'sector' | 'tinNumber' | 'licenseNumber' | 'tinCertificate' | 'registrationLicense' | 'relation' | 'recipientName';
type Parsed = z.output<z.ZodObject<FieldSchemas>>;
/** Files as `F`: the schema checks files and passes the caller's objects through unchanged. */
type WithFiles<T, F extends FileLike> = {
  [K in keyof T]: T[K] extends FileLike[] ? F[] : T[K] extends FileLike ? F : T[K] extends FileLike | undefined ? F | undefined : T[K];
};

/**
 * What a submission is after parsing, derived from the rules above (issue 31): a field added to
 * the schema is a field of this type. `F` is the caller's file type (the server's uploaded file).
 */
export type CreateCampaignInput<F extends FileLike = FileLike> = WithFiles<
  Omit<Parsed, KindOnlyField> & Partial<Pick<Parsed, KindOnlyField>>,
  F
>;

/** The whole submission for a kind, checked in step order; the server parses with this. */
export function createCampaignSchema<F extends FileLike = FileLike>(kind: CampaignKind, opts: SchemaOptions) {
  // The kind's fields are a pick of the full schema (so its output is CreateCampaignInput, the
  // other kinds' fields absent); zod cannot follow the per-kind pick, hence the one cast here.
  return z.object(pick(fieldSchemas(kind, opts), fieldsFor(kind))).transform(recipientRule) as unknown as z.ZodType<CreateCampaignInput<F>>;
}

/**
 * Resubmitting a rejected campaign (issue 44): the kind's fields by the creation rules, each only
 * if sent (absent ones stay as they are).
 */
export const resubmitSchema = (kind: CampaignKind, opts: SchemaOptions) => z.object(pick(fieldSchemas(kind, opts), fieldsFor(kind))).partial();
