import { formatBr, percentOfRate } from '#contract/money';
import { currentLocale } from '#i18n/locale';
import { m } from '#i18n/paraglide/messages.js';
import { SANDBOX_CHECKOUT_PATH } from '#server/adapters/payments/sandbox';
import { PAGE_FONT_STACK } from '#server/http/ethiopic-font';
import type { checkoutView } from './service';

type View = NonNullable<Awaited<ReturnType<typeof checkoutView>>>;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// A <style> element, not a script: the page works with scripts forbidden by the CSP.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:${PAGE_FONT_STACK};background:#f1f8f3;color:#1b2b21;line-height:1.5}
header{background:#0d843e;color:#fff;padding:14px 20px;font-weight:800;font-size:20px;letter-spacing:.2px}
header span{font-weight:500;font-size:14px;opacity:.9;margin-left:8px}
main{max-width:460px;margin:24px auto;padding:0 16px}
.card{background:#fff;border:1px solid #d7e9dd;border-radius:16px;padding:24px;box-shadow:0 2px 10px rgba(13,132,62,.08)}
h1{font-size:22px;margin:0 0 4px}
.muted{color:#5b6b61;font-size:14px;margin:0}
.amount{font-size:34px;font-weight:800;color:#0d843e;margin:18px 0 4px}
dl{display:grid;grid-template-columns:fit-content(45%) 1fr;gap:6px 14px;margin:18px 0;font-size:14px}
dt{color:#5b6b61}dd{margin:0;word-break:break-word}
.note{background:#fff8e1;border:1px solid #f2d98b;border-radius:10px;padding:10px 12px;font-size:13px;margin:0 0 18px}
.actions{display:flex;flex-direction:column;gap:10px}
form{margin:0}
button,.button{display:block;width:100%;font:inherit;font-weight:700;font-size:16px;padding:13px 16px;border-radius:10px;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#0d843e;color:#fff;border:1px solid #0d843e}
.pay:hover{background:#0a6c33}
.cancel{background:#fff;color:#1b2b21;border:1px solid #c5d3ca}
.cancel:hover{background:#f4f6f5}
button:focus-visible,.button:focus-visible{outline:3px solid #7cc79a;outline-offset:2px}
`;

function layout(title: string, body: string, fonts = '') {
  return `<!doctype html>
<html lang="${currentLocale()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>${fonts}${STYLE}</style>
</head>
<body>
<header>Birr <span>${escape(m.srv_checkout_banner())}</span></header>
<main>${body}</main>
</body>
</html>`;
}

export function checkoutPage(v: View, returnUrl: string, fonts = '') {
  const amount = formatBr(Number(v.amount));
  const base = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(v.txRef)}`;
  if (v.status !== 'PENDING') {
    const outcome = v.status === 'VERIFIED' ? m.srv_checkout_paid() : m.srv_checkout_failed();
    return layout(
      m.srv_checkout_closed_title(),
      `<div class="card"><h1>${escape(outcome)}</h1>
<p class="muted">${escape(m.srv_checkout_reference({ reference: v.txRef }))}</p>
<p><a class="button pay" href="${escape(returnUrl)}">${escape(m.srv_checkout_see_donation())}</a></p></div>`,
      fonts,
    );
  }
  const feePercent = percentOfRate(v.feeRate);
  return layout(
    m.srv_checkout_title({ amount }),
    `<div class="card">
<p class="muted">${escape(m.srv_checkout_donation_to())}</p>
<h1 translate="no">${escape(v.campaignTitle)}</h1>
<p class="amount">${escape(amount)}</p>
<p class="muted">${escape(m.srv_checkout_fee_note({ currency: v.currency, percent: feePercent, fee: formatBr(Number(v.fee)) }))}</p>
<dl>
<dt>${escape(m.srv_checkout_donor())}</dt><dd translate="no">${escape(`${v.firstName} ${v.lastName}`)}</dd>
<dt>${escape(m.srv_checkout_reference_label())}</dt><dd>${escape(v.txRef)}</dd>
</dl>
<p class="note"><strong>${escape(m.srv_checkout_test_payment())}</strong> ${escape(m.srv_checkout_test_note())}</p>
<div class="actions">
<form method="post" action="${escape(`${base}/pay`)}"><button class="pay" type="submit">${escape(m.srv_checkout_pay({ amount }))}</button></form>
<form method="post" action="${escape(`${base}/cancel`)}"><button class="cancel" type="submit">${escape(m.srv_checkout_cancel())}</button></form>
</div>
</div>`,
    fonts,
  );
}

export function missingPage(fonts = '') {
  return layout(
    m.srv_checkout_missing_title(),
    `<div class="card"><h1>${escape(m.srv_checkout_missing_heading())}</h1><p class="muted">${escape(m.srv_checkout_missing_text())}</p>
<p><a class="button cancel" href="/">${escape(m.srv_checkout_back())}</a></p></div>`,
    fonts,
  );
}
