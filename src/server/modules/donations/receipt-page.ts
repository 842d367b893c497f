import { and, eq, ne } from 'drizzle-orm';
import { formatBirr2, formatBr, formatRate, fromCents, parseRate, toCents } from '#contract/money';
import { formatDate, formatDateTime } from '#i18n/format';
import { currentLocale } from '#i18n/locale';
import { m } from '#i18n/paraglide/messages.js';
import type { DonationReceiptDoc } from '#contract/donation';
import type { Db } from '#server/db/open';
import { details, escapeHtml, htmlPage, PAGE_COLOURS } from '#server/http/html-page';
import { campaigns, donations, refunds } from '#server/db/schema';
import { paidAbroadColumns, paidAbroadOf } from './foreign';

const refundOf = (db: Db, donationId: string) =>
  db.select().from(refunds).where(and(eq(refunds.donationId, donationId), ne(refunds.status, 'FAILED')));

/** A verified donation's receipt, found by the token only its donor was given; undefined otherwise. */
export async function receiptByToken(db: Db, token: string): Promise<DonationReceiptDoc['data'] | undefined> {
  const [row] = await db
    .select({
      id: donations.id,
      status: donations.paymentStatus,
      first: donations.donorFirstName,
      last: donations.donorLastName,
      donorDeleted: donations.donorDeleted,
      amount: donations.amount,
      fee: donations.fee,
      feeCovered: donations.feeCovered,
      currency: donations.currency,
      txRef: donations.txRef,
      providerReference: donations.providerReference,
      verifiedAt: donations.verifiedAt,
      createdAt: donations.createdAt,
      campaignId: campaigns.id,
      title: campaigns.title,
      ...paidAbroadColumns(donations),
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(eq(donations.receiptToken, token));
  if (!row || (row.status !== 'VERIFIED' && row.status !== 'REFUNDED')) return undefined;
  // A refunded gift's receipt stays, and says so (issue 42).
  const [refund] = row.status === 'REFUNDED' ? await refundOf(db, row.id) : [];
  return {
    campaign: { id: row.campaignId, title: row.title },
    donorName: row.donorDeleted ? m.donor_deleted_account() : `${row.first} ${row.last}`,
    amount: Number(row.amount),
    fee: Number(row.fee),
    toCampaign: fromCents(toCents(row.amount) - toCents(row.fee)),
    feeCovered: row.feeCovered,
    currency: row.currency,
    reference: row.txRef,
    providerReference: row.providerReference,
    date: (row.verifiedAt ?? row.createdAt).toISOString(),
    refund: refund ? { amount: Number(refund.amount), at: refund.createdAt.toISOString(), reason: refund.reason } : null,
    paidAbroad: paidAbroadOf(row),
  };
}

// Styles only (no script: the CSP forbids inline scripts); the browser's own Print prints it.
const CSS = `
h1{margin:0 0 12px}
dl{margin:0}
.footer{color:${PAGE_COLOURS.muted};font-size:13px;margin-top:18px}
@media print{body{background:#fff}header{background:none;color:#000;border-bottom:2px solid #000}.card{border:none;box-shadow:none;padding:0}.amount{color:#000}}
`;

/** The day and time of day in the reader's calendar and clock (Ethiopian in Amharic, 24-hour with the zone in English). */
const date = (iso: string) => formatDateTime(iso, currentLocale());
const br = formatBr;

export function receiptPage(r: DonationReceiptDoc['data'] | undefined, fonts = '') {
  const body = r
    ? `<div class="card">
<h1>${escapeHtml(m.srv_receipt_page_heading())}</h1>
<p class="amount">${escapeHtml(br(r.amount))}</p>
${details([
  { label: m.srv_receipt_page_campaign(), value: r.campaign.title, typed: true },
  { label: m.srv_receipt_page_donor(), value: r.donorName, typed: true },
  { label: m.srv_receipt_page_amount(), value: br(r.amount) },
  { label: r.feeCovered ? m.srv_receipt_page_fee_covered() : m.srv_receipt_page_fee(), value: br(r.fee) },
  { label: m.srv_receipt_page_to_campaign(), value: br(r.toCampaign) },
  ...paidAbroadLines(r.paidAbroad),
  { label: m.srv_receipt_page_reference(), value: r.reference },
  r.providerReference ? { label: m.srv_receipt_page_provider_reference(), value: r.providerReference } : null,
  { label: m.srv_receipt_page_date(), value: m.srv_receipt_page_date_value({ date: date(r.date) }) },
  r.refund
    ? { label: m.srv_receipt_page_refunded(), value: m.srv_receipt_page_refunded_value({ amount: br(r.refund.amount), date: date(r.refund.at), reason: r.refund.reason }) }
    : null,
])}
<p class="footer">${escapeHtml(m.srv_receipt_page_footer())}</p>
</div>`
    : `<div class="card"><h1>${escapeHtml(m.srv_receipt_page_missing())}</h1><p>${escapeHtml(m.srv_receipt_page_missing_text())}</p></div>`;
  const title = r ? m.srv_receipt_page_title({ title: r.campaign.title }) : m.srv_receipt_page_missing();
  return htmlPage({ title: `${title} — Birr`, body, fonts, width: 560, css: CSS });
}

/** A gift paid abroad (issue 43): what the donor paid, and the rate its Birr amounts are at. */
function paidAbroadLines(p: DonationReceiptDoc['data']['paidAbroad']) {
  if (!p) return [];
  const rate = { currency: p.currency, rate: formatRate(parseRate(p.rate)!), date: formatDate(p.rateDate) };
  return [
    { label: m.srv_receipt_page_paid_abroad(), value: `${formatBirr2(p.amount)} ${p.currency}` },
    { label: m.srv_receipt_page_rate(), value: p.rateSource === 'provider' ? m.srv_receipt_page_rate_provider(rate) : m.srv_receipt_page_rate_quoted(rate) },
  ];
}
