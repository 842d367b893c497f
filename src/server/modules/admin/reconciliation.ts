import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import {
  RECONCILIATION_MAX_DAYS,
  daysBetween,
  type Reconciliation,
  type ReconciliationDay,
  type ReconciliationDifference,
  type ReconciliationQuery,
  type ReconciliationSide,
} from '#contract/admin';
import { addDays, todayInEthiopia } from '#contract/dates';
import { birrCentsFor, CURRENCY, fromCents, parseRate, toCents } from '#contract/money';
import { ProviderError, type ListRange, type ListedMovement, type PaymentProvider, type ProviderStatus } from '#server/adapters/payments/payments';
import type { PayoutProvider } from '#server/adapters/payouts/payouts';
import type { Db } from '#server/db/open';
import { donations, withdrawals } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import { m } from '#i18n/paraglide/messages.js';
import { dayAfter, dayStart } from './paging';

/** Without `from`, a week: `to` and the six days before it. */
const DEFAULT_DAYS = 7;
/**
 * Both sides are read this far beyond the period, so a movement recorded just before midnight on
 * one side and after it on the other is still matched; each lands on the provider's day.
 */
const MARGIN_MS = 2 * 86_400_000;

/**
 * One movement as we recorded it: a donation (in) or a payout whose transfer was asked for (out),
 * `cents` in Birr; a gift paid abroad also what the provider was asked for (`charged`, in its
 * currency) and the rate it was credited at, since the provider lists it in that currency.
 */
type Ours = {
  id: string;
  campaignId: string;
  reference: string;
  providerReference: string | null;
  cents: number;
  charged: { currency: string; cents: number; rate: number } | null;
  status: string;
  outcome: ProviderStatus;
  at: Date;
};

type Sides = { payments: PaymentProvider; payouts: PayoutProvider };

/**
 * What our statuses mean as the provider would say them. A refunded gift did come in: the
 * provider still lists its payment as a success (the refund is money going back, not a payment
 * that failed), so it is matched as one; refunds themselves are not yet reconciled as money out.
 */
const DONATION_OUTCOME: Record<string, ProviderStatus> = { VERIFIED: 'success', REFUNDED: 'success', FAILED: 'failed', PENDING: 'pending' };
const PAYOUT_OUTCOME: Record<string, ProviderStatus> = { PAID: 'success', FAILED: 'failed', REJECTED: 'failed' };

/**
 * For each day of the period (Addis Ababa's days), what the provider reports against what we
 * counted, for money in (donations) and money out (payouts), with every difference listed: a
 * movement the provider has that we did not count, one we counted that the provider does not
 * have, or one both have with another amount or outcome. A provider that cannot be asked is
 * named as such for its side; ours is still counted.
 */
export async function reconciliation(db: Db, providers: Sides, q: ReconciliationQuery, now: Date): Promise<Reconciliation['data']> {
  const to = q.to ?? todayInEthiopia(now);
  const from = q.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) throw httpError(400, m.adm_from_after_to(), { field: 'from' });
  if (daysBetween(from, to) > RECONCILIATION_MAX_DAYS) throw httpError(400, m.adm_range_too_long({ max: RECONCILIATION_MAX_DAYS }), { field: 'from' });
  const read: ListRange = { from: new Date(dayStart(from).getTime() - MARGIN_MS), to: new Date(dayAfter(to).getTime() + MARGIN_MS) };

  const [donationsHere, payoutsHere, paymentsThere, payoutsThere] = await Promise.all([
    ourDonations(db, providers.payments.name, read),
    ourPayouts(db, providers.payouts.name, read),
    ask(() => providers.payments.listTransactions(read)),
    ask(() => providers.payouts.listTransfers(read)),
  ]);
  const days = new Map<string, ReconciliationDay>();
  for (let d = from; d <= to; d = addDays(d, 1)) days.set(d, { day: d, in: emptySide(paymentsThere.ok), out: emptySide(payoutsThere.ok) });
  const differences = [...compare('in', donationsHere, paymentsThere, days), ...compare('out', payoutsHere, payoutsThere, days)];
  const state = (name: string, answer: Answer) => ({
    name: name as 'sandbox' | 'chapa',
    available: answer.ok,
    message: answer.ok ? null : m.adm_provider_unavailable({ provider: name === 'chapa' ? 'Chapa' : 'sandbox' }),
    detail: answer.ok ? null : answer.detail,
  });
  return {
    from,
    to,
    providers: { in: state(providers.payments.name, paymentsThere), out: state(providers.payouts.name, payoutsThere) },
    days: [...days.values()].map(rounded),
    differences: differences.sort((a, b) => a.day.localeCompare(b.day) || a.side.localeCompare(b.side)),
    generatedAt: now.toISOString(),
  };
}

type Answer = { ok: true; items: ListedMovement[] } | { ok: false; detail: string };

async function ask(list: () => Promise<ListedMovement[]>): Promise<Answer> {
  try {
    return { ok: true, items: await list() };
  } catch (err) {
    if (err instanceof ProviderError) return { ok: false, detail: err.message };
    throw err;
  }
}

/** Sums are kept in cents while counting; `rounded` turns them into the answer's amounts. */
const emptySide = (asked: boolean) => ({ counted: { count: 0, amount: 0 }, provider: asked ? { count: 0, amount: 0 } : null, differences: 0 });
const rounded = (d: ReconciliationDay): ReconciliationDay => {
  const side = (s: ReconciliationDay['in']) => ({
    ...s,
    counted: { ...s.counted, amount: fromCents(s.counted.amount) },
    provider: s.provider && { ...s.provider, amount: fromCents(s.provider.amount) },
  });
  return { day: d.day, in: side(d.in), out: side(d.out) };
};

async function ourDonations(db: Db, provider: string, range: ListRange): Promise<Ours[]> {
  const rows = await db
    .select({
      id: donations.id,
      campaignId: donations.campaignId,
      reference: donations.txRef,
      providerReference: donations.providerReference,
      amount: donations.amount,
      chargeCurrency: donations.chargeCurrency,
      chargeAmount: donations.chargeAmount,
      exchangeRate: donations.exchangeRate,
      status: donations.paymentStatus,
      at: donations.createdAt,
    })
    .from(donations)
    .where(and(eq(donations.provider, provider), gte(donations.createdAt, range.from), lt(donations.createdAt, range.to)));
  return rows.map(({ chargeCurrency, chargeAmount, exchangeRate, amount, ...r }) => {
    const rate = exchangeRate === null ? null : parseRate(exchangeRate);
    const charged = chargeCurrency !== CURRENCY && chargeAmount !== null && rate !== null ? { currency: chargeCurrency, cents: toCents(chargeAmount), rate } : null;
    return { ...r, cents: toCents(amount), charged, outcome: DONATION_OUTCOME[r.status] ?? 'pending' };
  });
}

async function ourPayouts(db: Db, provider: string, range: ListRange): Promise<Ours[]> {
  // When the transfer was asked for: when the provider took it, else when it was approved.
  const at = sql<Date>`coalesce(${withdrawals.transferStartedAt}, ${withdrawals.reviewedAt}, ${withdrawals.createdAt})`.mapWith(withdrawals.createdAt);
  const rows = await db
    .select({
      id: withdrawals.id,
      campaignId: withdrawals.campaignId,
      reference: withdrawals.reference,
      providerReference: withdrawals.providerReference,
      // What we count as paid out: a held payout settled PAID counts what the provider sent (the ledger's rule).
      amount: sql<string>`case when ${withdrawals.status} = 'PAID' and ${withdrawals.providerAmount} is not null then ${withdrawals.providerAmount} else ${withdrawals.amount} end`,
      status: withdrawals.status,
      at,
    })
    .from(withdrawals)
    .where(and(eq(withdrawals.provider, provider), isNotNull(withdrawals.reference), sql`${at} >= ${range.from.toISOString()}::timestamptz`, sql`${at} < ${range.to.toISOString()}::timestamptz`));
  return rows.map((r) => ({ ...r, reference: r.reference!, cents: toCents(r.amount), charged: null, outcome: PAYOUT_OUTCOME[r.status] ?? 'pending' }));
}

/**
 * Matches the provider's movements with ours (by our reference when its list carries it, else by
 * its own), tallies both per day and lists the differences. Only what moved money can differ: a
 * checkout nobody paid, or a transfer still on its way, on one side only is no difference.
 */
function compare(side: ReconciliationSide, ours: Ours[], there: Answer, days: Map<string, ReconciliationDay>): ReconciliationDifference[] {
  const out: ReconciliationDifference[] = [];
  const tally = (day: string, key: 'counted' | 'provider', cents: number) => {
    const t = days.get(day)?.[side][key];
    if (t) {
      t.count += 1;
      t.amount += cents;
    }
  };
  const note = (day: string, d: Omit<ReconciliationDifference, 'side' | 'day'>) => {
    const entry = days.get(day);
    if (!entry) return;
    entry[side].differences += 1;
    out.push({ side, day, ...d });
  };
  const byReference = new Map(ours.map((o) => [o.reference, o]));
  const byProviderReference = new Map(ours.filter((o) => o.providerReference).map((o) => [o.providerReference!, o]));
  const matched = new Set<Ours>();
  /** Ours as the provider would list it: in what it was paid in (a gift paid abroad: its dollars, and the Birr it credited). */
  const stand = (o: Ours) =>
    o.charged
      ? { amount: fromCents(o.charged.cents), currency: o.charged.currency, status: o.status, birr: fromCents(o.cents) }
      : { amount: fromCents(o.cents), currency: CURRENCY, status: o.status };

  for (const p of there.ok ? there.items : []) {
    const day = todayInEthiopia(p.at);
    const cents = p.amount === null ? null : toCents(p.amount);
    const mine = (p.reference ? byReference.get(p.reference) : undefined) ?? (p.providerReference ? byProviderReference.get(p.providerReference) : undefined);
    const theirs = { amount: cents === null ? null : fromCents(cents), currency: p.currency, status: p.status };
    if (mine && !matched.has(mine)) {
      matched.add(mine);
      // Compared in the currency the provider lists (none named: what it was asked for).
      const currency = p.currency?.toUpperCase() ?? mine.charged?.currency ?? CURRENCY;
      const ourCents = mine.charged?.currency === currency ? mine.charged.cents : currency === CURRENCY ? mine.cents : null;
      // The day's tallies are in Birr: a listing in another currency counts at the rate the gift was credited at.
      const birr = cents === null ? null : currency === CURRENCY ? cents : mine.charged?.currency === currency ? birrCentsFor(cents, mine.charged.rate) : null;
      if (p.status === 'success' && birr !== null) tally(day, 'provider', birr);
      if (mine.outcome === 'success') tally(day, 'counted', mine.cents);
      if (p.status !== 'success' && mine.outcome !== 'success') continue;
      const ids = { reference: mine.reference, providerReference: p.providerReference ?? mine.providerReference, recordId: mine.id, campaignId: mine.campaignId };
      if (cents === null || cents !== ourCents) note(day, { kind: 'amount', ...ids, ours: stand(mine), provider: theirs });
      if (p.status !== mine.outcome) note(day, { kind: 'status', ...ids, ours: stand(mine), provider: theirs });
    } else {
      // Not ours: a foreign listing cannot be put in Birr without a rate, so only Birr ones are tallied; each is listed.
      if (p.status === 'success' && cents !== null && (p.currency ?? CURRENCY).toUpperCase() === CURRENCY) tally(day, 'provider', cents);
      if (p.status === 'success') note(day, { kind: 'missing_here', reference: p.reference, providerReference: p.providerReference, recordId: null, campaignId: null, ours: null, provider: theirs });
    }
  }
  for (const o of ours) {
    if (matched.has(o) || o.outcome !== 'success') continue;
    const day = todayInEthiopia(o.at);
    tally(day, 'counted', o.cents);
    // The provider could not be asked: nothing is known to differ.
    if (there.ok) note(day, { kind: 'missing_at_provider', reference: o.reference, providerReference: o.providerReference, recordId: o.id, campaignId: o.campaignId, ours: stand(o), provider: null });
  }
  return out;
}
