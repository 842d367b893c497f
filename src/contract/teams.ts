import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { formatBr, hasAtMostTwoDecimals } from './money';
import { typedAmount } from './money-field';
import { TEAM_SLUG_RE } from './team-slug';
import { UUID_RE } from './campaign';
import { trimmedText } from './zod-helpers';

// Teams (issue 44): a supporter's page for a live campaign, with their name, an optional photo, a
// line of why and their own target. Gifts made through it count for the campaign as any gift
// does, and for the team's own progress bar and the campaign's leaderboard.

export const TEAM_NAME_MAX = 60;
export const TEAM_WHY_MAX = 160;
/** A team's target: above zero, at most this many birr. */
export const TEAM_TARGET_MAX = 10_000_000;
/** Teams one person may start in a day, across campaigns (each campaign: one live team per person). */
export const TEAMS_PER_DAY = 5;
/** The leaderboard's length. */
export const TEAMS_LISTED = 100;

/** POST /campaign/:id/teams — JSON, or the same fields in a multipart form with a `photo`. */
export const TeamCreate = z.object({
  name: trimmedText({
    label: () => m.team_name_label(),
    max: TEAM_NAME_MAX,
    tooLong: () => m.team_name_too_long({ max: TEAM_NAME_MAX }),
    required: () => m.team_name_required(),
  }),
  why: trimmedText({
    label: () => m.team_why_label(),
    max: TEAM_WHY_MAX,
    tooLong: () => m.team_why_too_long({ max: TEAM_WHY_MAX }),
    required: () => m.team_why_required(),
  }),
  target: typedAmount(() => m.team_target_number())
    .refine((n) => Number.isFinite(n) && n > 0, { error: () => m.team_target_positive() })
    .refine((n) => n <= TEAM_TARGET_MAX, { error: () => m.team_target_too_large({ max: formatBr(TEAM_TARGET_MAX) }) })
    .refine(hasAtMostTwoDecimals, { error: () => m.donate_amount_decimals() }),
});
export type TeamCreate = z.input<typeof TeamCreate>;
/** The form's field names, as a multipart form sends them; the file is `photo`. */
export const TEAM_FIELDS = ['name', 'why', 'target'] as const;
export const TEAM_PHOTO_FIELD = 'photo';

export const TeamParams = z.object({
  id: z.string().regex(UUID_RE, { error: () => m.srv_err_invalid_campaign_id() }),
  slug: z.string().regex(TEAM_SLUG_RE, { error: () => m.team_not_found() }),
});

/** A team as anyone may see it: what it raised comes from verified gifts made through it. */
export const Team = z.object({
  id: z.string(),
  campaignId: z.string(),
  slug: z.string(),
  name: z.string(),
  why: z.string(),
  target: z.number(),
  raised: z.number(),
  donorCount: z.number(),
  photo: z.object({ url: z.string(), srcSet: z.string().nullable() }).nullable(),
  /** Its 1200×630 link preview (JPEG), when it has a photo; made absolute by the page's head. */
  previewImage: z.string().nullable(),
  /** Who started it: their own page can offer to remove it. */
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type Team = z.infer<typeof Team>;

export const TeamList = z.object({ data: z.array(Team) });
export type TeamList = z.infer<typeof TeamList>;
export const TeamAnswer = z.object({ data: Team });
export type TeamAnswer = z.infer<typeof TeamAnswer>;
export const TeamCreated = z.object({ data: Team, message: z.string() });
export type TeamCreated = z.infer<typeof TeamCreated>;

/** The donation request's team (a team page's Donate): its id; absent or null is no team. */
export const TeamIdField = z
  .string({ error: () => m.team_not_in_campaign() })
  .regex(UUID_RE, { error: () => m.team_not_in_campaign() })
  .nullish();
