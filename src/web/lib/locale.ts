// The page's language, fixed for the life of the page: a server-rendered page's own (so hydration
// matches), else a `?lang=` link, the visitor's choice (lang cookie), the browser's languages,
// English. Imported first by main.tsx, before any words are produced. Switching reloads the page.
import {
  DEFAULT_LOCALE,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  fromAcceptLanguage,
  fromCookieHeader,
  isLocale,
  setLocaleSource,
  type Locale,
} from '#i18n/locale';
import { accessToken } from './session';

function chosen(): Locale {
  const html = document.documentElement.lang;
  if (document.getElementById('birr-ssr') && isLocale(html)) return html;
  const asked = new URLSearchParams(location.search).get('lang');
  if (isLocale(asked)) return asked;
  return fromCookieHeader(document.cookie) ?? fromAcceptLanguage(navigator.languages?.join(',')) ?? DEFAULT_LOCALE;
}

export const pageLocale: Locale = typeof document === 'undefined' ? DEFAULT_LOCALE : chosen();
if (typeof document !== 'undefined') {
  setLocaleSource(() => pageLocale);
  document.documentElement.lang = pageLocale;
}

/** Remembers `locale` on this device (and for the account, when signed in), then reloads in it. */
export async function switchLanguage(locale: Locale) {
  document.cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`;
  const token = accessToken();
  if (token) {
    // Best effort: offline, the device still remembers; the account follows at the next switch.
    await fetch('/api/user/locale', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ locale }),
      signal: AbortSignal.timeout(5000),
    }).catch(() => undefined);
  }
  const url = new URL(location.href);
  url.searchParams.delete('lang');
  location.replace(url.href);
}
