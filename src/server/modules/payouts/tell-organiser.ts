import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';

export type Teller = Pick<Deps, 'db' | 'notifiers' | 'log'>;

/**
 * One message to a campaign's organiser, by email when they have one, else by SMS. A message
 * that cannot be sent is logged and does not undo what it reports.
 */
export async function tellOrganiser(t: Teller, organiserId: string, subject: string, text: string) {
  const [organiser] = await t.db
    .select({ email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, organiserId));
  const to = organiser?.email ?? organiser?.phoneNumber;
  if (!organiser || !to) return;
  const via = organiser.email ? t.notifiers.email : t.notifiers.phone;
  await via.send({ to, subject, text }).catch((err) => t.log.warn({ err }, `could not tell the organiser: ${subject}`));
}
