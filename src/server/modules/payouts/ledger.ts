import { sql } from 'drizzle-orm';
import { CURRENCY } from '#contract/money';
import type { Balance } from '#contract/payout';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';

/** Anything that runs SQL: the database or a transaction on it. */
export type Sql = Pick<Db, 'execute'>;

export type LedgerRow = {
  raised: string;
  fees: string;
  paid_out: string;
  in_flight: string;
  available: string;
  /** Refunds taken out (PENDING or DONE; issue 42): what those donors paid; their gifts are no longer in `raised`. */
  refunded: string;
  /** How many verified gifts `raised` counts. */
  gifts: number;
};

/**
 * A campaign's money, counted in SQL with `numeric` (no float ever adds a Birr): raised and fees
 * from its verified donations, paid out and in flight from its withdrawals (one awaiting its
 * treasurers is in flight too: its organiser cannot ask for the same money twice), and
 * available = raised − fees − paid out − in flight, never below zero. A refunded gift is no longer
 * VERIFIED, so neither it nor its fee counts here; `refunded` is what such donors got back (the
 * public ledger adds it back to its raised: ./public-ledger.ts). A HELD payout (the provider
 * reported another amount) holds the larger of ours and the provider's; settled PAID by a
 * reviewer, it counts what the provider sent (provider_amount, set only on held payouts).
 */
export async function ledger(db: Sql, campaignId: string): Promise<LedgerRow> {
  const result = await db.execute(sql`
    with d as (
      select coalesce(sum(amount), 0) as raised, coalesce(sum(fee), 0) as fees, count(*)::int as gifts
        from donations where campaign_id = ${campaignId} and payment_status = 'VERIFIED'
    ), r as (
      select coalesce(sum(amount), 0) as refunded
        from refunds where campaign_id = ${campaignId} and status <> 'FAILED'
    ), w as (
      select coalesce(sum(coalesce(provider_amount, amount)) filter (where status = 'PAID'), 0) as paid_out,
             coalesce(sum(amount) filter (where status in ('AWAITING_TREASURERS', 'REQUESTED', 'APPROVED')), 0)
               + coalesce(sum(greatest(amount, coalesce(provider_amount, amount))) filter (where status = 'HELD'), 0) as in_flight
        from withdrawals where campaign_id = ${campaignId}
    )
    select d.raised::text as raised, d.fees::text as fees, w.paid_out::text as paid_out, w.in_flight::text as in_flight,
           greatest(d.raised - d.fees - w.paid_out - w.in_flight, 0)::numeric(14,2)::text as available,
           r.refunded::text as refunded, d.gifts
      from d, w, r`);
  return rowsOf<LedgerRow>(result)[0];
}

export const balanceOf = (row: LedgerRow): Balance => ({
  raised: Number(row.raised),
  fees: Number(row.fees),
  paidOut: Number(row.paid_out),
  inFlight: Number(row.in_flight),
  available: Number(row.available),
  currency: CURRENCY,
});
