import { count } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { CATEGORY_KINDS, type CampaignKind } from '#contract/enums';
import { centsToDecimal, feeCents, feeRateOf, toCents } from '#contract/money';
import type { FileStorage } from '#server/adapters/storage/storage';
import type { Db } from '../open';
import { bankDetails, businesses, campaignMedia, campaigns, charities, donations, sandboxPayments, users } from '../schema';
import { CAMPAIGNS, DONORS, ORGANISERS, type SeedCampaign } from './content';
import { seedAvatar, seedPicture, type Motif } from './illustrations';

/** The password of every demo account (README lists them). */
export const DEMO_PASSWORD = 'Demo12345!';
/** Service fee recorded on demo donations, in percent; the live rate comes from configuration. */
const DEMO_FEE_PERCENT = 3;
const DAY = 86_400_000;

/** Small deterministic PRNG so every fresh database gets the same demo. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const money = (n: number) => centsToDecimal(toCents(n));

/** Splits `total` Birr into `n` donations rounded to 50 Br, the last one taking the remainder. */
function splitAmount(total: number, n: number, rand: () => number): number[] {
  const weights = Array.from({ length: n }, () => 0.2 + rand() ** 3 * 4);
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.max(50, Math.round(((w / sum) * total) / 50) * 50));
  const diff = total - parts.reduce((a, b) => a + b, 0);
  parts[parts.length - 1] = Math.max(50, parts[parts.length - 1] + diff);
  return parts;
}

/**
 * Fills an empty database with the demo: organisers, campaigns with pictures, recipients, bank
 * details and verified donations whose sum is each campaign's raised amount. Does nothing if any
 * campaign exists.
 */
export async function seedDemo(db: Db, storage: FileStorage, now = new Date()): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(campaigns);
  if (n > 0) return false;
  const rand = rng(2026);

  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: 2 });
  const organiserRows = await Promise.all(
    ORGANISERS.map(async (o, i) => ({
      email: o.email,
      phoneNumber: o.phoneNumber,
      firstName: o.firstName,
      lastName: o.lastName,
      dateOfBirth: `19${80 + i * 2}-0${(i % 9) + 1}-1${i}`,
      profilePicture: o.picture
        ? await seedAvatar(storage, o.firstName.toLowerCase(), `${o.firstName[0]}${o.lastName[0]}`, o.picture)
        : null,
      passwordHash,
      isVerified: true,
    })),
  );

  // Pictures first (outside the transaction: files, not rows). One cover per motif × palette,
  // and a handful of landscapes used as supporting images.
  const covers = new Map<string, { key: string; widths: number[] }>();
  const coverFor = async (motif: Motif, palette: number) => {
    const name = `${motif}-${palette}`;
    if (!covers.has(name)) covers.set(name, await seedPicture(storage, name, motif, palette, palette));
    return covers.get(name)!;
  };
  const extras = await Promise.all(
    [0, 1, 2, 3, 4, 5].map((i) => seedPicture(storage, `landscape-${i}`, i % 2 ? 'people' : null, i + 2, i + 3)),
  );
  const pictures: { cover: { key: string; widths: number[] }; supporting: { key: string; widths: number[] }[] }[] = [];
  for (const [i, c] of CAMPAIGNS.entries()) {
    const cover = await coverFor(c.motif, i % 6);
    const k = 1 + (i % 3);
    pictures.push({ cover, supporting: Array.from({ length: k }, (_, j) => extras[(i + j * 2) % extras.length]) });
  }

  await db.transaction(async (tx) => {
    const organisers = await tx.insert(users).values(organiserRows).returning({ id: users.id });
    const donorUsers = await tx
      .insert(users)
      .values(
        DONORS.slice(0, 6).map(([firstName, lastName]) => ({
          firstName,
          lastName,
          email: `${firstName.toLowerCase()}@example.com`,
          passwordHash,
          isVerified: true,
        })),
      )
      .returning({ id: users.id, firstName: users.firstName });

    // Newest first in the list: campaign 0 is the most recent.
    for (const [i, c] of CAMPAIGNS.entries()) {
      assertCategoryFits(c);
      const organiserId = organisers[i % organisers.length].id;
      const createdAt = new Date(now.getTime() - (i * 1.6 + 0.3) * DAY - Math.floor(rand() * 5) * 3_600_000);
      const deadline =
        c.status === 'COMPLETED'
          ? new Date(now.getTime() - 12 * DAY)
          : i === 4
            ? now // one campaign ends today: "Today is the day!"
            : new Date(now.getTime() + (7 + Math.floor(rand() * 80)) * DAY);
      const recipient = {
        userId: organiserId,
        fullName: c.recipient.fullName,
        sector: c.recipient.sector ?? null,
        website: c.recipient.website ?? null,
        region: c.recipient.region,
        city: c.recipient.city,
        relativeLocation: c.recipient.relativeLocation ?? null,
        publicEmail: c.recipient.publicEmail ?? null,
        publicPhoneNumber: c.recipient.publicPhoneNumber ?? null,
        contactEmail: c.recipient.publicEmail ?? `contact${i}@example.com`,
        contactPhoneNumber: c.recipient.publicPhoneNumber ?? `09${String(10000000 + i * 7919).slice(0, 8)}`,
        tinNumber: c.kind === 'personal' ? null : String(1000000000 + i * 7777),
        licenseNumber: c.kind === 'personal' ? null : `AA/${14000 + i}/2024`,
        createdAt,
      };
      let businessId: string | null = null;
      let charityId: string | null = null;
      if (c.kind === 'business') {
        [{ id: businessId }] = await tx.insert(businesses).values(recipient).returning({ id: businesses.id });
      } else {
        [{ id: charityId }] = await tx
          .insert(charities)
          .values({ ...recipient, isOrganization: c.kind === 'charity' })
          .returning({ id: charities.id });
      }

      const status = c.status ?? 'ACTIVE';
      const amounts =
        c.funded > 0 ? splitAmount(Math.round((c.goal * c.funded) / 50) * 50, 4 + Math.floor(rand() * 22), rand) : [];
      const raised = amounts.reduce((a, b) => a + b, 0);
      const [{ id: campaignId }] = await tx
        .insert(campaigns)
        .values({
          userId: organiserId,
          title: c.title,
          description: c.description,
          deadline: isoDate(deadline),
          goalAmount: money(c.goal),
          raisedAmount: money(raised),
          category: c.category,
          status,
          type: c.kind === 'business' ? 'BUSINESS' : c.kind === 'charity' ? 'CHARITY' : 'PERSONAL',
          businessId,
          charityId,
          reviewedAt: status === 'PENDING' ? null : createdAt,
          createdAt,
        })
        .returning({ id: campaigns.id });

      const pics = pictures[i];
      await tx.insert(campaignMedia).values([
        { campaignId, imageType: 'COVER_IMAGE' as const, storageKey: pics.cover.key, widths: pics.cover.widths, position: 0 },
        ...pics.supporting.map((s, j) => ({
          campaignId,
          imageType: 'SUPPORTING_IMAGE' as const,
          storageKey: s.key,
          widths: s.widths,
          position: j + 1,
        })),
      ]);
      await tx.insert(bankDetails).values({
        campaignId,
        bankName: (['COMMERCIAL_BANK_OF_ETHIOPIA', 'AWASH_BANK', 'ABYSSINIA_BANK', 'ZEMEN_BANK', 'ABAY_BANK'] as const)[i % 5],
        holderName: c.recipient.fullName,
        accountNumber: String(1000123456789 + i * 104729),
      });

      const span = Math.max(1, now.getTime() - createdAt.getTime());
      const rows = amounts.map((amount, j) => {
        const [firstName, lastName] = DONORS[Math.floor(rand() * DONORS.length)];
        const donor = rand() < 0.2 ? donorUsers[Math.floor(rand() * donorUsers.length)] : null;
        const at = new Date(createdAt.getTime() + ((j + 1) / (amounts.length + 1)) * span);
        return {
          campaignId,
          userId: donor?.id ?? null,
          donorFirstName: donor?.firstName ?? firstName,
          donorLastName: lastName,
          email: `${(donor?.firstName ?? firstName).toLowerCase()}.${lastName.toLowerCase()}@example.com`,
          amount: money(amount),
          fee: centsToDecimal(feeCents(toCents(amount), DEMO_FEE_PERCENT)),
          feeRate: feeRateOf(DEMO_FEE_PERCENT),
          isAnonymous: rand() < 0.2,
          txRef: `demo-${i}-${j}`,
          paymentStatus: 'VERIFIED' as const,
          provider: 'sandbox',
          verifiedAt: at,
          createdAt: at,
        };
      });
      // An abandoned checkout: stored, never counted.
      if (status === 'ACTIVE' && i % 4 === 0) {
        rows.push({
          ...rows[0],
          amount: money(500),
          fee: money(15),
          txRef: `demo-${i}-pending`,
          paymentStatus: 'PENDING' as never,
          verifiedAt: null as never,
          createdAt: now,
        });
      }
      if (rows.length) {
        await tx.insert(donations).values(rows);
        // The sandbox provider's own record of the same payments, as a real checkout leaves it:
        // the console's reconciliation finds the demo's books in agreement.
        await tx.insert(sandboxPayments).values(
          rows.map((r) => ({
            txRef: r.txRef,
            amount: r.amount,
            currency: 'ETB',
            status: r.paymentStatus === 'VERIFIED' ? 'success' : 'pending',
            reference: `SBX-${r.txRef}`,
            createdAt: r.createdAt,
          })),
        );
      }
    }
  });
  return true;
}

function assertCategoryFits(c: SeedCampaign) {
  const kinds: readonly CampaignKind[] = CATEGORY_KINDS[c.category];
  if (!kinds.includes(c.kind)) throw new Error(`Seed campaign "${c.title}": ${c.category} is not for ${c.kind}`);
}
