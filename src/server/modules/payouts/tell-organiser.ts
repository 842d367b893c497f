import { eq } from 'drizzle-orm';
import type { Deps } from '#server/deps';
import { users } from '#server/db/schema';
import { inRecipientLocale } from '#server/i18n/recipient';

export type Teller = Pick<Deps, 'db' | 'notifiers' | 'log'>;

/** A message's words, produced in the recipient's language (so: a function, called once it is known). */
export type Compose = () => { subject: string; text: string };

/**
 * One message to a campaign's organiser, by email when they have one, else by SMS, in their
 * language (their account's, else the request's that caused it). A message that cannot be sent
 * is logged and does not undo what it reports.
 */
export async function tellOrganiser(t: Teller, organiserId: string, compose: Compose) {
  const [organiser] = await t.db
    .select({ email: users.email, phoneNumber: users.phoneNumber, locale: users.locale })
    .from(users)
    .where(eq(users.id, organiserId));
  const to = organiser?.email ?? organiser?.phoneNumber;
  if (!organiser || !to) return;
  const via = organiser.email ? t.notifiers.email : t.notifiers.phone;
  const { subject, text } = inRecipientLocale(organiser.locale, compose);
  await via.send({ to, subject, text }).catch((err) => t.log.warn({ err }, `could not tell the organiser: ${subject}`));
}
