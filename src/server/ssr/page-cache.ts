// A server-rendered page, finished once and sent many times (issue 47): rendering a public page
// (the data, React, the critical CSS, the document around it) takes tens of milliseconds, and
// every visitor in the same few seconds, language and connection sees the same page. What must be
// each response's own is left as a hole and filled at every send: the CSP nonce of this response,
// and the plain donation form's idempotency key (two visitors sharing one would make their two
// donations one).
import { randomBytes, randomUUID } from 'node:crypto';
import { DONATE_FORM_KEY_FIELD } from '#contract/donate-form';
import { shortCache } from '../modules/campaigns/cache';

/** Made at start and never sent: no text from outside (a story, a name) can hold a hole. */
const MARK = randomBytes(12).toString('hex');
/** Where this response's CSP nonce goes: give it to the document as the nonce while building. */
export const NONCE_HOLE = `birr-nonce-${MARK}`;
const KEY_HOLE = `birr-form-key-${MARK}`;
const HOLES = new RegExp(`(${NONCE_HOLE}|${KEY_HOLE})`);
// React's markup of DonateFormNoScript's hidden field; a visitor's text is escaped (`&lt;input`), never this.
const FORM_KEY = new RegExp(`(<input type="hidden" name="${DONATE_FORM_KEY_FIELD}" value=")[\\w-]{36}(")`, 'g');

/** `markup` with the plain donation form's key made a hole: every response gets a fresh one. */
export const withFormKeyHole = (markup: string) => markup.replace(FORM_KEY, `$1${KEY_HOLE}$2`);

/** A page ready to send but for its holes. */
export type FinishedPage = { status: number; parts: string[] };

export const finishedPage = (status: number, html: string): FinishedPage => ({ status, parts: html.split(HOLES) });

/** The page as one response sends it: its own nonce, a fresh form key in each form. */
export const filledPage = (page: FinishedPage, nonce: string) =>
  page.parts.map((part) => (part === NONCE_HOLE ? nonce : part === KEY_HOLE ? randomUUID() : part)).join('');

/** Pages kept per instance: a few dozen kinds of page in two languages and three variants, and their `?ref=`s. */
const PAGES_KEPT = 200;

/**
 * Finished pages by everything they depend on, for `seconds` (PUBLIC_CACHE_SECONDS); one render
 * for all who ask for the same page while it is under way. Only a 200 is kept: an error page is
 * rendered again, and a page that is no page (the client-rendered shell) is cheap anyway.
 */
export const pageCache = (seconds: number) =>
  shortCache<FinishedPage | 'shell'>(seconds * 1000, { max: PAGES_KEPT, keep: (p) => p !== 'shell' && p.status === 200 });
