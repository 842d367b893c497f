// What the organiser sees of where visitors and donations come from (issue 44): the visit
// beacon's body and the report's answer. The channels and paths are in channels.ts.
import { z } from 'zod';
import { CHANNELS, MAX_REF_LENGTH } from './channels';

/** The web app's visit beacon: the `?ref=` the page was opened with, if any (read as channelOfRef reads it). */
export const VisitRequest = z.object({ ref: z.string().max(MAX_REF_LENGTH * 4).optional() });

export const ChannelFigures = z.object({
  channel: z.enum(CHANNELS),
  /** Visitors counted on this channel (one per visitor per day). */
  visits: z.number().int(),
  /** Verified donations attributed to this channel (a donation without one counts as direct). */
  donations: z.number().int(),
  /** Their amounts, in Birr, verified only. */
  raised: z.number(),
});
export type ChannelFigures = z.infer<typeof ChannelFigures>;

export const ChannelDay = z.object({ day: z.string(), visits: z.number().int(), donations: z.number().int() });

/** GET /campaign/:id/channels: every channel (zeros too), and each day from launch to today (at most a year). */
export const ChannelReport = z.object({
  data: z.object({
    /** The first day counted (YYYY-MM-DD, Ethiopia's day): launch, or a year ago. */
    since: z.string(),
    channels: z.array(ChannelFigures),
    days: z.array(ChannelDay),
  }),
});
export type ChannelReport = z.infer<typeof ChannelReport>;
