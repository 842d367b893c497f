import { sql } from 'drizzle-orm';
import { CURRENCY, fromCents, refundableGifts, sumCents, toCents } from '#contract/money';
import type { RefundPreview } from '#contract/refunds';
import { rowsOf } from '#server/db/rows';
import { ledger, type Sql } from '../payouts/ledger';

type Gift = { id: string; amount: string; fee: string };

/**
 * What of a campaign can still be refunded: its kept (VERIFIED) gifts, oldest first, are taken as
 * paid out until what was paid out and what is on its way is covered (contract/money.ts,
 * refundableGifts); the others can be. Answers the preview and the ids of the gifts that can.
 */
export async function refundable(db: Sql, campaignId: string): Promise<{ preview: RefundPreview; ids: Set<string> }> {
  const [money, gifts] = await Promise.all([
    ledger(db, campaignId),
    db.execute(sql`
      select id, amount::text as amount, fee::text as fee from donations
       where campaign_id = ${campaignId} and payment_status = 'VERIFIED'
       order by coalesce(verified_at, created_at), id`),
  ]);
  const rows = rowsOf<Gift>(gifts);
  const can = refundableGifts(
    rows.map((g) => ({ amountCents: toCents(g.amount), feeCents: toCents(g.fee) })),
    toCents(money.paid_out) + toCents(money.in_flight),
  );
  const yes = rows.filter((_, i) => can[i]);
  const no = rows.filter((_, i) => !can[i]);
  const total = (list: Gift[]) => fromCents(sumCents(list.map((g) => toCents(g.amount))));
  return {
    preview: {
      campaignId,
      refundable: total(yes),
      refundableCount: yes.length,
      paidOut: total(no),
      paidOutCount: no.length,
      refunded: Number(money.refunded),
      currency: CURRENCY,
    },
    ids: new Set(yes.map((g) => g.id)),
  };
}
