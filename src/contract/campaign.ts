import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import {
  CAMPAIGN_KINDS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  CATEGORIES,
  IMAGE_TYPES,
  SECTORS,
  type CampaignKind,
  type Category,
} from './enums';
import { IdentityBadge } from './identity';
import { RELATIONS } from './relations';
import { pageQuery, Paginated } from './page-query';
import { safeLine } from './text';

/** Page size when a call gives no `limit` (the original server's); our own pages send theirs. */
export const LIST_DEFAULT_LIMIT = 10;
export const SEARCH_MAX = 100;

/** GET /api/campaign query. Unknown keys are ignored; bad values are a 400 with a message. */
export const CampaignListQuery = z.object({
  ...pageQuery(LIST_DEFAULT_LIMIT).shape,
  category: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c): c is Category => (CATEGORIES as string[]).includes(c), {
      error: (iss) => m.srv_err_unknown_category({ category: String(iss.input) }),
    })
    .optional(),
  /** The campaign kind (personal, charity or business), any case. */
  type: z
    .string()
    .trim()
    .toLowerCase()
    .refine((k): k is CampaignKind => (CAMPAIGN_KINDS as readonly string[]).includes(k), {
      error: () => m.srv_err_kind_one_of({ kinds: CAMPAIGN_KINDS.join(', ') }),
    })
    .optional(),
  search: safeLine('search')
    .trim()
    .max(SEARCH_MAX, { error: () => m.srv_err_search_too_long({ max: SEARCH_MAX }) })
    .optional()
    .transform((s) => (s ? s : undefined)),
  /**
   * The original client's search box: free text matched like `search`. Whatever an old client
   * sends here is a search (never a 400 for its length); it once held a kind, now `type`'s job.
   */
  for: z.preprocess(
    (v) => (Array.isArray(v) ? v.join(' ') : v),
    safeLine('for')
      .optional()
      .transform((s) => s?.trim().slice(0, SEARCH_MAX).trim() || undefined),
  ),
});
export type CampaignListQuery = z.output<typeof CampaignListQuery>;
export type CampaignListParams = {
  page?: number;
  limit?: number;
  category?: Category;
  type?: CampaignKind;
  search?: string;
  /** Free-text search as the original client sends it (same matching as `search`). */
  for?: string;
};

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Route params holding a uuid: a malformed one is a 400 ("Invalid campaign id"), not a 500. */
const INVALID_ID = {
  campaign: () => m.srv_err_invalid_campaign_id(),
  withdrawal: () => m.srv_err_invalid_withdrawal_id(),
  edit: () => m.srv_err_invalid_edit_id(),
  update: () => m.srv_err_invalid_update_id(),
  word: () => m.srv_err_invalid_word_id(),
  donation: () => m.refund_donation_id_invalid(),
} as const;
export const IdParam = <K extends string>(name: K, what: keyof typeof INVALID_ID) =>
  z.object({ [name]: z.string().regex(UUID_RE, { error: INVALID_ID[what] }) } as Record<K, z.ZodString>);

export const CampaignMedia = z.object({
  id: z.string(),
  url: z.string(),
  /** Resized variants for <img srcset>; our addition to the spec's shape. */
  srcSet: z.string().nullable(),
  imageType: z.enum(IMAGE_TYPES),
});
export type CampaignMedia = z.infer<typeof CampaignMedia>;

export const Recipient = z.object({
  id: z.string(),
  fullName: z.string(),
  sector: z.enum(SECTORS).nullable(),
  website: z.string().nullable(),
  region: z.string(),
  city: z.string(),
  relativeLocation: z.string().nullable(),
  publicEmail: z.string().nullable(),
  publicPhoneNumber: z.string().nullable(),
});
export type Recipient = z.infer<typeof Recipient>;

export const Campaign = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** YYYY-MM-DD */
  deadline: z.string(),
  goalAmount: z.number(),
  raisedAmount: z.number(),
  createdAt: z.string(),
  category: z.enum(CATEGORIES),
  status: z.enum(CAMPAIGN_STATUSES),
  type: z.enum(CAMPAIGN_TYPES),
  campaignMedia: z.array(CampaignMedia),
  businessId: z.string().nullable(),
  charityId: z.string().nullable(),
  charity: Recipient.extend({ isOrganization: z.boolean() }).nullable(),
  business: Recipient.nullable(),
  user: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profilePicture: z.string().nullable(),
    /** The organiser deleted their account (issue 46): the page shows "Deleted account". */
    deleted: z.boolean().optional(),
    /** Who verified the organiser's identity and when (issue 42); null when nobody has. */
    identity: IdentityBadge.nullable().optional(),
  }),
  /** Who approves its withdrawals with the organiser (issue 42): first name and initial only. */
  treasurers: z.array(z.object({ firstName: z.string(), initial: z.string() })).optional(),
  _count: z.object({ Donation: z.number().int() }),
  /** When a reviewer approved it (issue 42: "Reviewed by Birr on …"); null until then. Who approved is not public. */
  reviewedAt: z.string().nullable().optional(),
  /** How the organiser is related to the recipient (issue 44); null for a personal campaign made before it was asked. */
  relation: z.enum(RELATIONS).nullable().optional(),
  /** Whom a personal campaign raises for, when not its organiser (then `charity` holds the organiser's details). */
  recipientName: z.string().nullable().optional(),
});
export type Campaign = z.infer<typeof Campaign>;

export const CampaignList = Paginated(Campaign);
export type CampaignList = z.infer<typeof CampaignList>;

export const CampaignDetail = z.object({ data: Campaign });
export type CampaignDetail = z.infer<typeof CampaignDetail>;
/** A campaign after a decision or a change (approved, rejected, suspended, resubmitted…), and what happened. */
export const CampaignChanged = z.object({ data: Campaign, message: z.string() });
export type CampaignChanged = z.infer<typeof CampaignChanged>;
