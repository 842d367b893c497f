import { sql } from 'drizzle-orm';
import { formatBirr2, formatRate, fromCents, parseRate, toCents } from '#contract/money';
import { formatDate } from '#i18n/format';
import { m } from '#i18n/paraglide/messages.js';
import { inRecipientLocale, recipientLocale, withLang } from '#server/i18n/recipient';
import { receiptPath } from '#contract/donation';
import { rowsOf } from '#server/db/rows';
import { tellOrganiser, type Teller } from '../campaigns/tell-organiser';
import { deliverMessage, type FollowerNoticeContext } from '../notifications/deliver';
import { enqueueTeamMessage } from '../notifications/events';
import { sendNow } from '../ops/send-now';

type Settled = {
  campaign_id: string;
  amount: string;
  fee: string;
  fee_covered: boolean;
  email: string;
  donor_first_name: string;
  tx_ref: string;
  receipt_token: string | null;
  locale: string | null;
  verified_at: Date | string | null;
  title: string;
  user_id: string;
  goal_reached: boolean;
  goal_amount: string;
  /** A gift paid abroad (issue 43): what was charged in which currency, at which rate of which day. */
  charge_currency: string;
  charge_amount: string | null;
  exchange_rate: string | null;
  rate_date: string | null;
};

export const receiptUrl = (origin: string, token: string) => `${origin}/api${receiptPath(token)}`;

/**
 * After a donation became VERIFIED (called only by the confirmation that made it so): the donor's
 * receipt, and — the first time the raised amount reaches the goal — one message to the organiser.
 * Both are claimed with conditional updates, so nothing is sent twice.
 */
export async function afterVerified(t: Teller, txRef: string, origin: string) {
  const res = await t.db.execute(sql`
    select d.campaign_id, d.amount::text as amount, d.fee::text as fee, d.fee_covered, d.email, d.donor_first_name, d.tx_ref,
           d.receipt_token, d.verified_at, coalesce(u.locale, d.locale) as locale, c.title, c.user_id, c.goal_amount::text as goal_amount,
           (c.raised_amount >= c.goal_amount) as goal_reached,
           d.charge_currency, d.charge_amount::text as charge_amount, d.exchange_rate::text as exchange_rate, d.rate_date::text as rate_date
      from donations d join campaigns c on c.id = d.campaign_id left join users u on u.id = d.user_id
     where d.tx_ref = ${txRef} and d.payment_status = 'VERIFIED'`);
  const d = rowsOf<Settled>(res)[0];
  if (!d) return;
  if (d.email && d.receipt_token) {
    // The day in Addis Ababa (Ethiopian calendar in Amharic).
    const date = new Date(d.verified_at ?? Date.now()).toISOString();
    const token = d.receipt_token;
    // In the language the donation was made in (or the donor's account's), whoever confirms it.
    const receipt = inRecipientLocale(d.locale, () => {
      const amount = formatBirr2(Number(d.amount));
      return {
        to: d.email,
        subject: m.srv_receipt_subject({ amount, title: d.title }),
        text: [
          m.srv_receipt_thanks({ name: d.donor_first_name }),
          m.srv_receipt_campaign_line({ title: d.title }),
          m.srv_receipt_amount_line({ amount }),
          (d.fee_covered ? m.srv_receipt_fee_covered_line : m.srv_receipt_fee_line)({ amount: formatBirr2(Number(d.fee)) }),
          m.srv_receipt_to_campaign_line({ amount: formatBirr2(fromCents(toCents(d.amount) - toCents(d.fee))) }),
          ...(d.charge_amount && d.exchange_rate && d.rate_date
            ? [m.srv_receipt_paid_abroad_line({ amount: formatBirr2(Number(d.charge_amount)), currency: d.charge_currency, rate: formatRate(parseRate(d.exchange_rate)!), date: formatDate(d.rate_date) })]
            : []),
          m.srv_receipt_reference_line({ reference: d.tx_ref }),
          m.srv_receipt_date_line({ date: formatDate(date) }),
          m.srv_receipt_link_line({ url: withLang(receiptUrl(origin, token), recipientLocale(d.locale)) }),
        ].join('\n'),
      };
    });
    const emailed = await sendNow(t, receipt, { quiet: true });
    // What the thank-you page says: a receipt was emailed only when one was (issue 43).
    if (emailed) await t.db.execute(sql`update donations set receipt_emailed_at = now() where tx_ref = ${txRef}`);
  }
  if (d.goal_reached) {
    // Claimed and queued together: the organiser hears of the goal once.
    await t.db.transaction(async (tx) => {
      const claimed = await tx.execute(sql`
        update campaigns set goal_noticed_at = now() where id = ${d.campaign_id} and goal_noticed_at is null returning id`);
      if (rowsOf(claimed).length) await tellOrganiser(tx, d.campaign_id, { notice: 'GOAL_REACHED', amount: d.goal_amount }, new Date(), 'GOAL');
    });
  }
}

type Batch = { campaign_id: string; n: number; total: string };

/**
 * New donations, told to the campaign's organiser and treasurers in one message per campaign and
 * at most one an hour, on the channels each chose (notifications/): the campaign's hourly slot and
 * its donations are claimed in one statement (conditional updates), so two runs at once — or two
 * instances — write each batch once, and its deliveries are recorded like every notification's.
 */
export async function sendDonationNotices(ctx: FollowerNoticeContext): Promise<number> {
  const due = await ctx.db.execute(sql`
    select distinct d.campaign_id from donations d join campaigns c on c.id = d.campaign_id
     where d.payment_status = 'VERIFIED' and d.organiser_noticed_at is null
       and (c.donation_notice_at is null or c.donation_notice_at <= now() - interval '1 hour')
     limit 500`);
  let sent = 0;
  for (const { campaign_id } of rowsOf<{ campaign_id: string }>(due)) {
    const batch = await ctx.db.execute(sql`
      with slot as (
        update campaigns set donation_notice_at = now()
         where id = ${campaign_id} and (donation_notice_at is null or donation_notice_at <= now() - interval '1 hour')
     returning id
      ), claimed as (
        update donations d set organiser_noticed_at = now() from slot
         where d.campaign_id = slot.id and d.payment_status = 'VERIFIED' and d.organiser_noticed_at is null
     returning d.amount
      )
      select slot.id as campaign_id, (select count(*)::int from claimed) as n,
             (select coalesce(sum(amount), 0)::text from claimed) as total
        from slot`);
    const b = rowsOf<Batch>(batch)[0];
    if (!b || b.n === 0) continue;
    const id = await enqueueTeamMessage(ctx.db, b.campaign_id, 'DONATIONS', { count: b.n, total: b.total }, ctx.now());
    // Delivered by this job at once (the next follower-notices run would take it up otherwise).
    if (id) await deliverMessage(ctx, id);
    sent++;
  }
  return sent;
}
