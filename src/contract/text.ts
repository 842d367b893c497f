import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';

/**
 * Outside Node (pages and the service worker) zod parses without its JIT: the JIT's probe,
 * `new Function('')`, is refused by our Content-Security-Policy (no 'unsafe-eval') and browsers
 * report it as a violation even though zod catches it. The server keeps the JIT.
 */
const isNode = typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';
if (!isNode) z.config({ jitless: true });

/**
 * One rule for every text that reaches us from outside: no control characters (NUL among them,
 * which Postgres refuses and which has no business in a name or a search). Long texts may hold
 * line breaks and tabs; single-line fields may not.
 */
const CONTROL_EXCEPT_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_ANY = /[\u0000-\u001F\u007F]/;

/**
 * A field's name as messages show it: a text, or a function giving it in the current language
 * (so a schema built once still names the field in the language of the request or page).
 */
export type FieldName = string | (() => string);
const nameOf = (field: FieldName) => (typeof field === 'function' ? field() : field);

export const hasControlChars = (s: string, allowBreaks = false) =>
  (allowBreaks ? CONTROL_EXCEPT_BREAKS : CONTROL_ANY).test(s);

/** A single-line text field (names, emails, search…): refuses control characters with a clear message. */
export const safeLine = (field: FieldName) =>
  z.string().refine((s) => !hasControlChars(s), { error: () => m.create_text_control({ field: nameOf(field) }) });

/** A multi-line text (descriptions, reasons): line breaks and tabs allowed, other control characters not. */
export const safeText = (field: FieldName) =>
  z.string().refine((s) => !hasControlChars(s, true), { error: () => m.create_text_control({ field: nameOf(field) }) });
