import { sql } from 'drizzle-orm';
import { formatBirr2 } from '#contract/money';
import { m } from '#i18n/paraglide/messages.js';
import { rowsOf } from '#server/db/rows';
import type { refunds } from '#server/db/schema';
import type { DbWriter as Writer } from '#server/db/open';
import type { Deps } from '#server/deps';
import { inRecipientLocale, recipientLocale, withLang } from '#server/i18n/recipient';
import { receiptUrl } from '../donations/notices';
import { enqueuePersonNotice } from '../notifications/person-notices';

type Donor = {
  email: string;
  phone_number: string | null;
  first_name: string;
  locale: string | null;
  title: string;
  receipt_token: string | null;
};

/**
 * Queues the donor's notice that their gift came back, in the transaction that makes the refund
 * DONE (a rolled-back refund tells nothing; the refund's id keeps it once): by email when the
 * donation has one, else by SMS to the donor's account's phone, in the language the donation was
 * made in (or their account's). The `person-notices` job sends it, retrying a gateway's refusal.
 */
export async function tellDonor(tx: Writer, t: Pick<Deps, 'config' | 'now'>, r: typeof refunds.$inferSelect) {
  const [d] = rowsOf<Donor>(
    await tx.execute(sql`
      select d.email, u.phone_number, d.donor_first_name as first_name, coalesce(u.locale, d.locale) as locale,
             c.title, d.receipt_token
        from donations d join campaigns c on c.id = d.campaign_id left join users u on u.id = d.user_id
       where d.id = ${r.donationId}`),
  );
  if (!d) return;
  const to = d.email || d.phone_number;
  if (!to) return;
  const locale = recipientLocale(d.locale);
  const message = inRecipientLocale(d.locale, () => {
    const amount = formatBirr2(Number(r.amount));
    const lines = [m.srv_refund_text({ name: d.first_name, amount, title: d.title, reason: r.reason })];
    if (d.receipt_token) lines.push(m.srv_receipt_link_line({ url: withLang(receiptUrl(t.config.publicUrl, d.receipt_token), locale) }));
    return { to, subject: m.srv_refund_subject({ amount, title: d.title }), text: lines.join('\n') };
  });
  await enqueuePersonNotice(tx, { onceKey: `refund:${r.id}`, kind: 'refund', ...message }, t.now());
}
