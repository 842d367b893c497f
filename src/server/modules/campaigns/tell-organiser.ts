import { eq } from 'drizzle-orm';
import type { Locale } from '#i18n/locale';
import { inLocale } from '#i18n/server';
import type { Deps } from '#server/deps';
import { users } from '#server/db/schema';
import { recipientLocale } from '#server/i18n/recipient';

export type Teller = Pick<Deps, 'db' | 'notifiers' | 'log'>;

/**
 * A message's words, produced in the recipient's language (so: a function, called once it is
 * known); `locale` is that language, for links that open in it.
 */
export type Compose = (locale: Locale) => { subject: string; text: string };

/**
 * The one way to tell a campaign's organiser something (a decision, a donation, a payout, a
 * suspension): by email when they have one, else by SMS, in their language (their account's, else
 * the request's that caused it). A message that cannot be sent is logged and does not undo what
 * it reports.
 */
export async function tellOrganiser(t: Teller, organiserId: string, compose: Compose) {
  const [organiser] = await t.db
    .select({ email: users.email, phoneNumber: users.phoneNumber, locale: users.locale })
    .from(users)
    .where(eq(users.id, organiserId));
  const to = organiser?.email ?? organiser?.phoneNumber;
  if (!organiser || !to) return;
  const via = organiser.email ? t.notifiers.email : t.notifiers.phone;
  const locale = recipientLocale(organiser.locale);
  const { subject, text } = inLocale(locale, () => compose(locale));
  await via.send({ to, subject, text }).catch((err) => t.log.warn({ err }, `could not tell the organiser: ${subject}`));
}
