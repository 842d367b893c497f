import { z } from 'zod';
import { FILE_FIELDS, TEXT_FIELDS } from './create-campaign';
import { CAMPAIGN_KINDS } from './enums';

// Fixing a rejected campaign (issue 44): POST /campaign/{id}/resubmit takes the creation form's
// field names (multipart, or JSON without files), each only if sent, by the creation rules
// (create-campaign.ts resubmitSchema). What the organiser fixes from, and what the reviewer then
// sees changed since the rejection, are shaped here.

export const RESUBMIT_FIELDS = [...TEXT_FIELDS, ...FILE_FIELDS] as const;
export type ResubmitField = (typeof RESUBMIT_FIELDS)[number];

/** The web app's page for fixing a rejected campaign (the rejection email links to it). */
export const fixPagePath = (campaignId: string) => `/campaign/${campaignId}/fix`;

/** GET /campaign/{id}/resubmit: a rejected campaign as its organiser fixes it. */
export const FixableCampaign = z.object({
  id: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  status: z.string(),
  reason: z.string().nullable(),
  /** Every text field of the kind's wizard, as stored (absent: not one of this kind's fields). */
  fields: z.partialRecord(z.enum(TEXT_FIELDS), z.string().nullable()),
  /** The names of the files each file field holds now. */
  files: z.partialRecord(z.enum(FILE_FIELDS), z.array(z.string())),
});
export type FixableCampaign = z.infer<typeof FixableCampaign>;
export const FixableAnswer = z.object({ data: FixableCampaign });
export type FixableAnswer = z.infer<typeof FixableAnswer>;

/** One field changed since the rejection: text with its old and new value; a file only `replaced`. */
export const FieldChange = z.object({
  field: z.enum(RESUBMIT_FIELDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  replaced: z.boolean(),
});
export type FieldChange = z.infer<typeof FieldChange>;

/** What a resubmitted campaign changed since a reviewer rejected it, for the next reviewer. */
export const SinceRejection = z.object({
  reason: z.string().nullable(),
  rejectedAt: z.string(),
  changes: z.array(FieldChange),
});
export type SinceRejection = z.infer<typeof SinceRejection>;
