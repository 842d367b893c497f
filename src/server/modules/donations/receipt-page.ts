import { eq } from 'drizzle-orm';
import { formatBirr2 } from '#contract/money';
import { formatDate } from '#i18n/format';
import { currentLocale, intlTag } from '#i18n/locale';
import { m } from '#i18n/paraglide/messages.js';
import type { DonationReceiptDoc } from '#contract/donation';
import type { Db } from '#server/db/open';
import { PAGE_FONT_STACK } from '#server/http/ethiopic-font';
import { campaigns, donations } from '#server/db/schema';

/** A verified donation's receipt, found by the token only its donor was given; undefined otherwise. */
export async function receiptByToken(db: Db, token: string): Promise<DonationReceiptDoc['data'] | undefined> {
  const [row] = await db
    .select({
      status: donations.paymentStatus,
      first: donations.donorFirstName,
      last: donations.donorLastName,
      amount: donations.amount,
      fee: donations.fee,
      currency: donations.currency,
      txRef: donations.txRef,
      providerReference: donations.providerReference,
      verifiedAt: donations.verifiedAt,
      createdAt: donations.createdAt,
      campaignId: campaigns.id,
      title: campaigns.title,
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(eq(donations.receiptToken, token));
  if (!row || row.status !== 'VERIFIED') return undefined;
  return {
    campaign: { id: row.campaignId, title: row.title },
    donorName: `${row.first} ${row.last}`,
    amount: Number(row.amount),
    fee: Number(row.fee),
    currency: row.currency,
    reference: row.txRef,
    providerReference: row.providerReference,
    date: (row.verifiedAt ?? row.createdAt).toISOString(),
  };
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Styles only (no script: the CSP forbids inline scripts); the browser's own Print prints it.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:${PAGE_FONT_STACK};background:#f1f8f3;color:#1b2b21;line-height:1.5}
header{background:#0d843e;color:#fff;padding:14px 20px;font-weight:800;font-size:20px}
main{max-width:560px;margin:24px auto;padding:0 16px}
.card{background:#fff;border:1px solid #d7e9dd;border-radius:16px;padding:24px}
h1{font-size:22px;margin:0 0 12px}
.amount{font-size:32px;font-weight:800;color:#0d843e;margin:8px 0 16px}
dl{display:grid;grid-template-columns:fit-content(45%) 1fr;gap:8px 16px;margin:0;font-size:15px}
dt{color:#5b6b61}dd{margin:0;word-break:break-word}
.muted{color:#5b6b61;font-size:13px;margin-top:18px}
@media print{body{background:#fff}header{background:none;color:#000;border-bottom:2px solid #000}.card{border:none;padding:0}.amount{color:#000}}
`;

const ADDIS = 'Africa/Addis_Ababa';
/** English: "23 November 2026 at 14:05"; Amharic: the Ethiopian-calendar day and the time. */
function date(iso: string) {
  const locale = currentLocale();
  if (locale === 'en') return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: ADDIS }).format(new Date(iso));
  const time = new Intl.DateTimeFormat(intlTag(locale), { timeStyle: 'short', timeZone: ADDIS }).format(new Date(iso));
  return `${formatDate(iso, locale)} ${time}`;
}
const br = (n: number) => m.money_br({ amount: formatBirr2(n) });

export function receiptPage(r: DonationReceiptDoc['data'] | undefined, fonts = '') {
  const body = r
    ? `<div class="card">
<h1>${escape(m.srv_receipt_page_heading())}</h1>
<p class="amount">${escape(br(r.amount))}</p>
<dl>
<dt>${escape(m.srv_receipt_page_campaign())}</dt><dd translate="no">${escape(r.campaign.title)}</dd>
<dt>${escape(m.srv_receipt_page_donor())}</dt><dd translate="no">${escape(r.donorName)}</dd>
<dt>${escape(m.srv_receipt_page_amount())}</dt><dd>${escape(formatBirr2(r.amount))} ${escape(r.currency)}</dd>
<dt>${escape(m.srv_receipt_page_fee())}</dt><dd>${escape(formatBirr2(r.fee))} ${escape(r.currency)}</dd>
<dt>${escape(m.srv_receipt_page_reference())}</dt><dd>${escape(r.reference)}</dd>
${r.providerReference ? `<dt>${escape(m.srv_receipt_page_provider_reference())}</dt><dd>${escape(r.providerReference)}</dd>` : ''}
<dt>${escape(m.srv_receipt_page_date())}</dt><dd>${escape(m.srv_receipt_page_date_value({ date: date(r.date) }))}</dd>
</dl>
<p class="muted">${escape(m.srv_receipt_page_footer())}</p>
</div>`
    : `<div class="card"><h1>${escape(m.srv_receipt_page_missing())}</h1><p>${escape(m.srv_receipt_page_missing_text())}</p></div>`;
  return `<!doctype html>
<html lang="${currentLocale()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(r ? m.srv_receipt_page_title({ title: r.campaign.title }) : m.srv_receipt_page_missing())} — Birr</title>
<style>${fonts}${STYLE}</style>
</head>
<body>
<header>Birr</header>
<main>${body}</main>
</body>
</html>`;
}
