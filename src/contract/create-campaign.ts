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

export * from './create-campaign-fields';
import {
  MAX_GOAL,
  MAX_OTHER_IMAGES,
  MAX_SUPPORTING_DOCUMENTS,
  PERSONAL_RELATIONS,
  STEPS,
  TEXT_LIMITS,
  fieldLabel,
  fieldsFor,
  stepFields,
  type CreateField,
  type FileField,
  type Step,
  type TextField,
} from './create-campaign-fields';

// ───────────────────────────── text rules ─────────────────────────────

type TextRule = { required?: Msg; multiline?: boolean; checks?: Check[] };

/** A campaign text field: its label, its limit (TEXT_LIMITS) and the rule's messages. */
function textField(field: TextField, rule: TextRule & { required: Msg }): z.ZodType<string>;
function textField(field: TextField, rule: TextRule): z.ZodType<string | undefined>;
function textField(field: TextField, rule: TextRule): z.ZodType<string | undefined> {
  const label = () => fieldLabel(field);
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
    // Written as people write them, in groups ("1000 1234 5678", a wallet's "0911 55 66 77"): kept without the spaces.
    accountNumber: z.preprocess(
      (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
      textField('accountNumber', { required: () => m.create_account_required(), checks: [digits('accountNumber')] }),
    ),
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
