import { sql } from 'drizzle-orm';
import { donorName } from '#contract/display';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { csvDocument } from '#server/http/csv';

export const DONATIONS_CSV_COLUMNS = ['date', 'name', 'amount', 'channel', 'message'] as const;

type Row = {
  at: string;
  donor_first_name: string;
  donor_last_name: string;
  is_anonymous: boolean;
  donor_deleted: boolean;
  amount: string;
  channel: string | null;
  message: string | null;
};

/**
 * A campaign's verified donations as CSV for its organiser and treasurers (issue 44), newest
 * first: the day and time on Ethiopia's clock, the donor's name (or "Anonymous" in the reader's
 * language, as the campaign page says it), the amount as stored, the channel (`direct` when the
 * donation named none) and the words of support, unless a reviewer removed them.
 */
export async function donationsCsv(db: Db, campaignId: string): Promise<string> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select to_char(coalesce(verified_at, created_at) at time zone 'Africa/Addis_Ababa', 'YYYY-MM-DD HH24:MI') as at,
             donor_first_name, donor_last_name, is_anonymous, donor_deleted, amount::text as amount, channel,
             case when message_removed_at is null then message end as message
        from donations
       where campaign_id = ${campaignId} and payment_status = 'VERIFIED'
       order by coalesce(verified_at, created_at) desc, id desc`),
  );
  return csvDocument(
    DONATIONS_CSV_COLUMNS,
    rows.map((r) => [
      r.at,
      donorName({ donorFirstName: r.donor_first_name, donorLastName: r.donor_last_name, isAnonymous: r.is_anonymous, donorDeleted: r.donor_deleted }),
      r.amount,
      r.channel ?? 'direct',
      r.message,
    ]),
  );
}
