import { m } from '#i18n/paraglide/messages.js';
import { asTyped, escapeHtml, htmlPage, messageWith } from '#server/http/html-page';

// The pages behind the unsubscribe link of an update email: one button first (mail scanners that
// open links unsubscribe nobody), then the answer. They work in any mail app's browser: no script.

const page = (title: string, body: string, fonts: string) =>
  htmlPage({ title: `${title} — Birr`, body: `<div class="card"><h1>${escapeHtml(title)}</h1>${body}</div>`, fonts });

export const unsubscribeInvalidPage = (fonts = '') =>
  page(m.srv_unsub_invalid_title(), `<p>${escapeHtml(m.al_unsubscribe_invalid())}.</p>`, fonts);

/** Asks before unsubscribing `email`; the button posts to `action`. */
export const unsubscribeConfirmPage = (email: string, action: string, fonts = '') =>
  page(
    m.srv_unsub_confirm_title(),
    `<p>${messageWith((slot) => m.srv_unsub_confirm_text({ email: slot }), asTyped(email))}</p>` +
      `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(m.srv_unsub_button())}</button></form>`,
    fonts,
  );

/** Says `email` is unsubscribed, with a way back to the campaign. */
export const unsubscribeDonePage = (email: string, campaignId: string, fonts = '') =>
  page(
    m.srv_unsub_done_title(),
    `<p>${messageWith((slot) => m.srv_unsub_done_text({ email: slot }), asTyped(email))}</p>` +
      `<a class="button" href="/campaign/${encodeURIComponent(campaignId)}">${escapeHtml(m.srv_unsub_back())}</a>`,
    fonts,
  );
