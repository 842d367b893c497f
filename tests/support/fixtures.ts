import { eq, sql } from 'drizzle-orm';
import type { Category } from '#contract/enums';
import type { Db } from '#server/db/open';
import { businesses, campaignMedia, campaigns, charities, donations, users } from '#server/db/schema';

let n = 0;
const next = () => ++n;

export async function createUser(db: Db, over: Partial<typeof users.$inferInsert> = {}) {
  const i = next();
  const [u] = await db
    .insert(users)
    .values({ firstName: `First${i}`, lastName: `Last${i}`, email: `user${i}@example.com`, isVerified: true, ...over })
    .returning();
  return u;
}

type CampaignInput = {
  kind?: 'business' | 'charity' | 'personal';
  title?: string;
  description?: string;
  category?: Category;
  status?: 'PENDING' | 'ACTIVE' | 'REJECTED' | 'COMPLETED';
  createdAt?: Date;
  goal?: number;
  deadline?: string;
  userId?: string;
  recipient?: Partial<typeof businesses.$inferInsert>;
};

/** A campaign with a recipient and a cover image, inserted straight into the database. */
export async function createCampaign(db: Db, input: CampaignInput = {}) {
  const i = next();
  const kind = input.kind ?? 'personal';
  const userId = input.userId ?? (await createUser(db)).id;
  const recipient = {
    userId,
    fullName: `Recipient ${i}`,
    region: 'Addis Ababa',
    city: 'Addis Ababa',
    contactEmail: `contact${i}@example.com`,
    contactPhoneNumber: '0911000000',
    publicEmail: `public${i}@example.com`,
    ...input.recipient,
  };
  let businessId: string | null = null;
  let charityId: string | null = null;
  if (kind === 'business') {
    [{ id: businessId }] = await db.insert(businesses).values(recipient).returning({ id: businesses.id });
  } else {
    [{ id: charityId }] = await db
      .insert(charities)
      .values({ ...recipient, isOrganization: kind === 'charity' })
      .returning({ id: charities.id });
  }
  const [c] = await db
    .insert(campaigns)
    .values({
      userId,
      title: input.title ?? `Campaign ${i}`,
      description: input.description ?? `Description of campaign ${i}`,
      deadline: input.deadline ?? '2099-01-01',
      goalAmount: String(input.goal ?? 10000),
      category: input.category ?? (kind === 'business' ? 'STARTUP_FUNDING' : 'MEDICAL'),
      status: input.status ?? 'ACTIVE',
      type: kind === 'business' ? 'BUSINESS' : kind === 'charity' ? 'CHARITY' : 'PERSONAL',
      businessId,
      charityId,
      createdAt: input.createdAt ?? new Date(Date.now() - i * 60_000),
    })
    .returning();
  await db.insert(campaignMedia).values([
    { campaignId: c.id, imageType: 'SUPPORTING_IMAGE', storageKey: `test/${c.id}-b`, widths: [400, 800], position: 1 },
    { campaignId: c.id, imageType: 'COVER_IMAGE', storageKey: `test/${c.id}-a`, widths: [400, 800], position: 0 },
  ]);
  return c;
}

/** A donation row; a VERIFIED one also grows the campaign's raised amount, as payment does. */
export async function addDonation(
  db: Db,
  campaignId: string,
  d: { amount: number; status?: 'PENDING' | 'VERIFIED' | 'FAILED'; isAnonymous?: boolean; first?: string; last?: string; at?: Date },
) {
  const i = next();
  const status = d.status ?? 'VERIFIED';
  await db.insert(donations).values({
    campaignId,
    donorFirstName: d.first ?? `Donor${i}`,
    donorLastName: d.last ?? `Family${i}`,
    email: `donor${i}@example.com`,
    amount: d.amount.toFixed(2),
    isAnonymous: d.isAnonymous ?? false,
    txRef: `test-${i}`,
    paymentStatus: status,
    verifiedAt: status === 'VERIFIED' ? (d.at ?? new Date()) : null,
    createdAt: d.at ?? new Date(),
  });
  if (status === 'VERIFIED') {
    await db
      .update(campaigns)
      .set({ raisedAmount: sql`${campaigns.raisedAmount} + ${d.amount.toFixed(2)}` })
      .where(eq(campaigns.id, campaignId));
  }
}
