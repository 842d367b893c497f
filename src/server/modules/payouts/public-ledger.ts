import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { LEDGER_PAYOUT_STATUSES, type Ledger } from '#contract/ledger';
import { CURRENCY, fromCents, ledgerAvailableCents, toCents } from '#contract/money';
import { maskAccount } from '#contract/payout';
import type { Db } from '#server/db/open';
import { refunds, withdrawals } from '#server/db/schema';
import { shortCache } from '../campaigns/cache';
import { assertPublicCampaign } from '../campaigns/service';
import { ledger } from './ledger';

/**
 * A campaign's open books (issue 42), from the private ledger: its raised adds back what was
 * refunded (everything donors gave), its fees are those on kept gifts only (Birr keeps no fee on
 * a refunded gift), and available = raised − fees − refunded − paid out − in flight, counted in
 * cents by contract/money.ts, so the identity holds to the cent.
 */
export async function publicLedger(db: Db, campaignId: string): Promise<Ledger> {
  const [row, payouts, refunded] = await Promise.all([
    ledger(db, campaignId),
    db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.campaignId, campaignId), inArray(withdrawals.status, [...LEDGER_PAYOUT_STATUSES])))
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)),
    db
      .select({ amount: refunds.amount, at: refunds.createdAt, reason: refunds.reason })
      .from(refunds)
      .where(and(eq(refunds.campaignId, campaignId), ne(refunds.status, 'FAILED')))
      .orderBy(desc(refunds.createdAt), desc(refunds.id)),
  ]);
  const cents = {
    raised: toCents(row.raised) + toCents(row.refunded),
    fees: toCents(row.fees),
    refunded: toCents(row.refunded),
    paidOut: toCents(row.paid_out),
    inFlight: toCents(row.in_flight),
  };
  return {
    currency: CURRENCY,
    raised: fromCents(cents.raised),
    fees: fromCents(cents.fees),
    refunded: fromCents(cents.refunded),
    paidOut: fromCents(cents.paidOut),
    inFlight: fromCents(cents.inFlight),
    available: fromCents(ledgerAvailableCents(cents)),
    donations: row.gifts + refunded.length,
    payouts: payouts.map((w) => ({
      amount: Number(w.status === 'PAID' ? (w.providerAmount ?? w.amount) : w.amount),
      status: w.status as Ledger['payouts'][number]['status'],
      at: (w.status === 'PAID' ? (w.settledAt ?? w.createdAt) : w.createdAt).toISOString(),
      bank: w.bankName,
      account: maskAccount(w.accountNumber),
      reference: w.providerReference,
    })),
    refunds: refunded.map((r) => ({ amount: Number(r.amount), at: r.at.toISOString(), reason: r.reason })),
  };
}

const perDb = new WeakMap<Db, Map<number, ReturnType<typeof shortCache<Ledger>>>>();

/**
 * The public ledger as anyone reads it, 404 as for the campaign itself, memoised for `seconds`
 * (PUBLIC_CACHE_SECONDS) per database: the API route and the server-rendered campaign page share
 * it, and another instance's change shows here once it lapses.
 */
export function publicLedgerReads(db: Db, seconds: number) {
  let bySeconds = perDb.get(db);
  if (!bySeconds) perDb.set(db, (bySeconds = new Map()));
  let cache = bySeconds.get(seconds);
  if (!cache) bySeconds.set(seconds, (cache = shortCache<Ledger>(seconds * 1000)));
  const reads = cache;
  return (campaignId: string) => {
    const id = campaignId.toLowerCase();
    return reads.get(id, async () => {
      await assertPublicCampaign(db, id);
      return publicLedger(db, id);
    });
  };
}
