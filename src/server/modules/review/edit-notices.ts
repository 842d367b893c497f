import { sql } from 'drizzle-orm';
import type { Deps } from '#server/deps';
import { rowsOf } from '#server/db/rows';
import { m } from '#i18n/paraglide/messages.js';
import { inRecipientLocale, recipientLocale, withLang } from '#server/i18n/recipient';
import { sendNow } from '../ops/send-now';

export type EditNoticeContext = Pick<Deps, 'db' | 'notifiers' | 'log' | 'config'>;

type Claimed = { id: string; campaign_id: string; changes: Record<string, { from: unknown; to: unknown }>; title: string };
type Recipient = { email: string; locale: string | null };

const SEND_CONCURRENCY = 5;

/**
 * Every donor of the campaign with a VERIFIED donation and an email, once per address, in their
 * language (their account's, else their latest donation's). Unlike updates, an unsubscribe from
 * updates does not apply: this tells them what the cause they gave to now says.
 */
async function donorsOf(t: EditNoticeContext, campaignId: string): Promise<Recipient[]> {
  const res = await t.db.execute(sql`
    select lower(d.email) as email,
           (array_agg(coalesce(u.locale, d.locale) order by d.created_at desc))[1] as locale
      from donations d left join users u on u.id = d.user_id
     where d.campaign_id = ${campaignId} and d.payment_status = 'VERIFIED' and d.email is not null and d.email <> ''
     group by lower(d.email)`);
  return rowsOf<Recipient>(res);
}

/**
 * The job: each approved change of a campaign's title, story or pictures whose donors have not
 * been told is claimed (a conditional UPDATE, so two runs or two instances tell each change
 * once) and emailed to its donors, a few at a time; one address that fails does not stop the
 * others. Answers how many changes were told.
 */
export async function sendEditNotices(t: EditNoticeContext): Promise<number> {
  const due = rowsOf<{ id: string }>(
    await t.db.execute(sql`
    select id from campaign_edits where status = 'APPROVED' and donors_told_at is null order by reviewed_at limit 100`),
  );
  let told = 0;
  for (const { id } of due) {
    const claimed = await t.db.execute(sql`
      update campaign_edits e set donors_told_at = now() from campaigns c
       where e.id = ${id} and e.donors_told_at is null and e.status = 'APPROVED' and c.id = e.campaign_id
   returning e.id, e.campaign_id, e.changes, c.title`);
    const edit = rowsOf<Claimed>(claimed)[0];
    if (!edit) continue;
    const recipients = await donorsOf(t, edit.campaign_id);
    // Attributed like every message's link (issue 45): a visit from it counts for email.
    const page = `${t.config.publicUrl}/campaign/${edit.campaign_id}?ref=email`;
    const ch = edit.changes;
    // The title they knew: the one before this change.
    const known = typeof ch.title?.from === 'string' ? ch.title.from : edit.title;
    for (let i = 0; i < recipients.length; i += SEND_CONCURRENCY) {
      await Promise.all(
        recipients.slice(i, i + SEND_CONCURRENCY).map(({ email: to, locale }) => {
          const message = inRecipientLocale(locale, () => ({
            to,
            subject: m.srv_edit_subject({ title: edit.title }),
            text: [
              m.srv_edit_intro({ title: known }),
              '',
              ...(ch.title ? [m.srv_edit_title_line({ from: String(ch.title.from), to: String(ch.title.to) })] : []),
              ...(ch.description ? [m.srv_edit_story_line()] : []),
              ...(ch.coverImage ? [m.srv_edit_cover_line()] : []),
              ...(ch.otherImages ? [m.srv_edit_photos_line()] : []),
              '',
              m.srv_edit_see({ url: withLang(page, recipientLocale(locale)) }),
              m.srv_edit_report(),
            ].join('\n'),
          }));
          return sendNow(t, message, { quiet: true });
        }),
      );
    }
    told++;
  }
  return told;
}
