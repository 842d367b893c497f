import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { UPDATE_TEXT_MAX } from './live-campaign';
import { Paginated } from './page-query';
import { trimmedText } from './zod-helpers';

// Updates: what an organiser posts on a live or completed campaign (text, an optional image);
// public, newest first, and sent to the campaign's followers by the job queue.

export const UpdateBody = z.object({
  text: trimmedText({
    label: () => 'Text',
    max: UPDATE_TEXT_MAX,
    multiline: true,
    required: () => m.al_update_text_required(),
    tooLong: () => m.al_update_text_too_long({ max: UPDATE_TEXT_MAX }),
  }),
});
export const UpdatePatch = UpdateBody.extend({
  /** true drops the update's image. */
  removeImage: z.boolean({ error: () => m.al_true_or_false({ name: 'removeImage' }) }).optional(),
});

export const CampaignUpdate = z.object({
  id: z.string(),
  text: z.string(),
  imageUrl: z.string().optional(),
  imageSrcSet: z.string().optional(),
  createdAt: z.string(),
  editedAt: z.string().optional(),
});
export type CampaignUpdate = z.infer<typeof CampaignUpdate>;
export const UpdateList = Paginated(CampaignUpdate);
export type UpdateList = z.infer<typeof UpdateList>;
/** POST …/updates: the update, what happened, and how many followers it is on its way to (0 for a repeat). */
export const UpdatePosted = z.object({ data: CampaignUpdate, message: z.string(), emailed: z.number().int() });
export type UpdatePosted = z.infer<typeof UpdatePosted>;
/** PATCH …/updates/{updateId}: the update as it now reads. */
export const UpdateAnswer = z.object({ data: CampaignUpdate });
export type UpdateAnswer = z.infer<typeof UpdateAnswer>;
