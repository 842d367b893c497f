import { eq } from 'drizzle-orm';
import { formatBirr2 } from '../../../contract/money';
import type { DonationReceiptDoc } from '../../../contract/payout';
import type { Db } from '../../db/open';
import { campaigns, donations } from '../../db/schema';

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
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Ethiopic",sans-serif;background:#f1f8f3;color:#1b2b21;line-height:1.5}
header{background:#0d843e;color:#fff;padding:14px 20px;font-weight:800;font-size:20px}
main{max-width:560px;margin:24px auto;padding:0 16px}
.card{background:#fff;border:1px solid #d7e9dd;border-radius:16px;padding:24px}
h1{font-size:22px;margin:0 0 12px}
.amount{font-size:32px;font-weight:800;color:#0d843e;margin:8px 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0;font-size:15px}
dt{color:#5b6b61}dd{margin:0;word-break:break-word}
.muted{color:#5b6b61;font-size:13px;margin-top:18px}
@media print{body{background:#fff}header{background:none;color:#000;border-bottom:2px solid #000}.card{border:none;padding:0}.amount{color:#000}}
`;

const date = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Addis_Ababa' }).format(new Date(iso));

export function receiptPage(r: DonationReceiptDoc['data'] | undefined) {
  const body = r
    ? `<div class="card">
<h1>Donation receipt</h1>
<p class="amount">${escape(formatBirr2(r.amount))} Br</p>
<dl>
<dt>Campaign</dt><dd>${escape(r.campaign.title)}</dd>
<dt>Donor</dt><dd>${escape(r.donorName)}</dd>
<dt>Amount</dt><dd>${escape(formatBirr2(r.amount))} ${escape(r.currency)}</dd>
<dt>Service fee (included)</dt><dd>${escape(formatBirr2(r.fee))} ${escape(r.currency)}</dd>
<dt>Reference</dt><dd>${escape(r.reference)}</dd>
${r.providerReference ? `<dt>Payment reference</dt><dd>${escape(r.providerReference)}</dd>` : ''}
<dt>Date</dt><dd>${escape(date(r.date))} (Addis Ababa)</dd>
</dl>
<p class="muted">Birr · crowdfunding for Ethiopia. Keep this page's address private: it is your receipt.</p>
</div>`
    : `<div class="card"><h1>Receipt not found</h1><p>This receipt link is not valid, or the payment has not been confirmed yet.</p></div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${r ? `Receipt — ${escape(r.campaign.title)}` : 'Receipt not found'} — Birr</title>
<style>${STYLE}</style>
</head>
<body>
<header>Birr</header>
<main>${body}</main>
</body>
</html>`;
}
