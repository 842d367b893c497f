// Birr's languages and how a visitor's is chosen. Shared by the browser, the server renderer and
// the API; the words themselves are in messages/{locale}/*.json, compiled into ./paraglide.
import { baseLocale, getLocale, locales, overwriteGetLocale } from './paraglide/runtime.js';

export type Locale = (typeof locales)[number];
export const LOCALES: readonly Locale[] = locales;
export const DEFAULT_LOCALE: Locale = baseLocale;
/** The language a visitor chose, kept on the device (readable by the page, sent with every request). */
export const LANG_COOKIE = 'lang';
/** A year, like other preferences. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 3600;
/** Shown in each language's own words, whatever the page's language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { am: 'አማርኛ', en: 'English' };

export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as string[]).includes(v);

/** The first of Accept-Language's languages (by weight) we speak: "am-ET,am;q=0.9,en;q=0.8" → am. */
export function fromAcceptLanguage(header: string | undefined | null): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i);
  return ranked.map((r) => r.lang).find(isLocale);
}

/** The value of the language cookie in a Cookie header (or document.cookie). */
export function fromCookieHeader(cookie: string | undefined | null): Locale | undefined {
  const found = cookie?.match(new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`))?.[1];
  return isLocale(found) ? found : undefined;
}

/**
 * The language of a request: a `?lang=` link, then the visitor's choice (cookie), then the
 * browser's languages, then English (the spec's language).
 */
export function pickLocale(from: { query?: unknown; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(from.query)) return from.query;
  return fromCookieHeader(from.cookie) ?? fromAcceptLanguage(from.acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The language the words are being produced in now (the page's, or the request's on the server). */
export const currentLocale = (): Locale => getLocale();

/** Sets where the current language comes from (a constant in the browser, the request on the server). */
export const setLocaleSource = (source: () => Locale) => overwriteGetLocale(source);

