import { eq, inArray, sql } from 'drizzle-orm';
import type { Identifier } from '../../../contract/auth';
import type { UserBrief } from '../../../contract/user';
import type { Db } from '../../db/open';
import { users } from '../../db/schema';
import { httpError } from '../../http/errors';

export type User = typeof users.$inferSelect;

/** Older rows may hold a phone as 09…; new ones as +2519…. Both spellings are the same number. */
const phoneSpellings = (normalized: string) => [normalized, normalized.replace(/^\+251/, '0')];

export async function findByIdentifier(db: Db, id: Identifier): Promise<User | undefined> {
  const [user] = id.email
    ? await db.select().from(users).where(sql`lower(${users.email}) = ${id.email}`)
    : await db.select().from(users).where(inArray(users.phoneNumber, phoneSpellings(id.phoneNumber!)));
  return user;
}

export async function findById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export const toBrief = (u: User): UserBrief => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phoneNumber: u.phoneNumber,
  profilePicture: u.profilePicture,
  isVerified: u.isVerified,
});

export async function getBrief(db: Db, id: string): Promise<UserBrief> {
  const user = await findById(db, id);
  if (!user) throw httpError(404, 'User not found');
  return toBrief(user);
}
