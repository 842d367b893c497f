import { eq } from 'drizzle-orm';
import { identifierOf } from '#contract/auth';
import { isEmail } from '#contract/patterns';
import type { Db } from '#server/db/open';
import { users } from '#server/db/schema';
import { findByIdentifier, type User } from '../users/service';

/** Makes an existing account (by email or phone) a reviewer. Throws a readable error otherwise. */
export async function promoteToAdmin(db: Db, who: string): Promise<User> {
  const id = identifierOf(isEmail(who) ? { email: who } : { phoneNumber: who });
  if (!id) throw new Error(`"${who}" is neither an email address nor an Ethiopian phone number`);
  const user = await findByIdentifier(db, id);
  if (!user) throw new Error(`No account for ${who}`);
  const [promoted] = await db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, user.id)).returning();
  return promoted;
}
