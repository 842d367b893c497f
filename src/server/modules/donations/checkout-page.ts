import { formatBirr2, formatBr, formatPercent, percentOfRate } from '#contract/money';
import { m } from '#i18n/paraglide/messages.js';
import { SANDBOX_CHECKOUT_PATH } from '#server/adapters/payments/sandbox';
import { asTyped, details, escapeHtml, htmlPage, PAGE_COLOURS } from '#server/http/html-page';
import type { checkoutView } from './service';

type View = NonNullable<Awaited<ReturnType<typeof checkoutView>>>;

// The header says this is the sandbox; the rest is the provider's page as a donor would see it.
const CSS = `
h1{margin:0 0 4px}
.amount{font-size:34px;margin:18px 0 4px}
dl{gap:6px 14px;font-size:14px}
.note{background:${PAGE_COLOURS.note};border:1px solid ${PAGE_COLOURS.noteLine};border-radius:10px;padding:10px 12px;font-size:13px;margin:0 0 18px}
.actions{display:flex;flex-direction:column;gap:10px}
`;

const layout = (title: string, body: string, fonts: string) =>
  htmlPage({ title, body, fonts, banner: m.srv_checkout_banner(), css: CSS });

export function checkoutPage(v: View, returnUrl: string, fonts = '') {
  // A gift paid abroad (issue 43) is charged in its currency; its fee note stays in Birr.
  const amount = v.chargeAmount ? `${formatBirr2(Number(v.chargeAmount))} ${v.chargeCurrency}` : formatBr(Number(v.amount));
  const base = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(v.txRef)}`;
  if (v.status !== 'PENDING') {
    const outcome = v.status === 'VERIFIED' ? m.srv_checkout_paid() : m.srv_checkout_failed();
    return layout(
      m.srv_checkout_closed_title(),
      `<div class="card"><h1>${escapeHtml(outcome)}</h1>
<p class="muted">${escapeHtml(m.srv_checkout_reference({ reference: v.txRef }))}</p>
<p><a class="button" href="${escapeHtml(returnUrl)}">${escapeHtml(m.srv_checkout_see_donation())}</a></p></div>`,
      fonts,
    );
  }
  const feePercent = percentOfRate(v.feeRate);
  return layout(
    m.srv_checkout_title({ amount }),
    `<div class="card">
<p class="muted">${escapeHtml(m.srv_checkout_donation_to())}</p>
${asTyped(v.campaignTitle, 'h1')}
<p class="amount">${escapeHtml(amount)}</p>
<p class="muted">${escapeHtml(m.srv_checkout_fee_note({ currency: v.currency, percent: formatPercent(feePercent), fee: formatBr(Number(v.fee)) }))}</p>
${details([
    { label: m.srv_checkout_donor(), value: `${v.firstName} ${v.lastName}`, typed: true },
    { label: m.srv_checkout_reference_label(), value: v.txRef },
  ])}
<p class="note"><strong>${escapeHtml(m.srv_checkout_test_payment())}</strong> ${escapeHtml(m.srv_checkout_test_note())}</p>
<div class="actions">
<form method="post" action="${escapeHtml(`${base}/pay`)}"><button type="submit">${escapeHtml(m.srv_checkout_pay({ amount }))}</button></form>
<form method="post" action="${escapeHtml(`${base}/cancel`)}"><button class="secondary" type="submit">${escapeHtml(m.srv_checkout_cancel())}</button></form>
</div>
</div>`,
    fonts,
  );
}

export function missingPage(fonts = '') {
  return layout(
    m.srv_checkout_missing_title(),
    `<div class="card"><h1>${escapeHtml(m.srv_checkout_missing_heading())}</h1><p class="muted">${escapeHtml(m.srv_checkout_missing_text())}</p>
<p><a class="button secondary" href="/">${escapeHtml(m.srv_checkout_back())}</a></p></div>`,
    fonts,
  );
}
