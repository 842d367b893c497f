import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { WORDS_MAX } from './live-campaign';
import { Paginated } from './page-query';
import { safeText } from './text';

// Words of support: the message a donor leaves with a verified donation; public unless the
// organiser hides it or a reviewer removes it.

/** The donation form's optional message (empty means none). */
export const WordsField = z
  .preprocess(
    (v) => (v === null ? undefined : v),
    safeText('Message')
      .transform((s) => s.replace(/\r\n?/g, '\n').trim())
      .refine((s) => s.length <= WORDS_MAX, { error: () => m.al_words_too_long({ max: WORDS_MAX }) })
      .optional(),
  )
  .transform((s) => s || undefined);

export const WordOfSupport = z.object({
  id: z.string(),
  /** The donor's name, or "Anonymous". */
  name: z.string(),
  amount: z.number(),
  message: z.string(),
  createdAt: z.string(),
});
export type WordOfSupport = z.infer<typeof WordOfSupport>;
export const WordsList = Paginated(WordOfSupport);
export type WordsList = z.infer<typeof WordsList>;

/** A word as its campaign's organiser sees it, hidden ones included. */
export const ManageWord = WordOfSupport.extend({ hidden: z.boolean() });
export type ManageWord = z.infer<typeof ManageWord>;
/** PATCH …/words/{wordId}: the message, hidden or shown again. */
export const WordAnswer = z.object({ data: ManageWord });
export type WordAnswer = z.infer<typeof WordAnswer>;

export const WordPatch = z.object({ hidden: z.boolean({ error: () => m.al_true_or_false({ name: 'hidden' }) }) });
