import type { QueryClient } from '@tanstack/react-query';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, isLocale, type Locale } from '#i18n/locale';
import { pageLocale } from '#web/lib/locale';
import { meQuery } from '#web/lib/me-query';
import { getStoredUser } from '#web/lib/session';

// After a sign-in, Birr comes up in the language the account chose (GET /user/me's `locale`), if it
// has one and it is not the page's: the device remembers it (the lang cookie) and the destination
// is loaded afresh in it. An account without a choice, or a failed look-up, changes nothing.

const GOOGLE_RETURN = 'birr-google-return';

/** Opens `dest` in `locale` (a full page load: the page's language is fixed at start). */
export function openInLanguage(locale: Locale, dest: string) {
  document.cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`;
  window.location.assign(dest);
}

/** The account's language when it differs from the page's, else null. */
export const otherAccountLanguage = (locale: unknown): Locale | null =>
  isLocale(locale) && locale !== pageLocale ? locale : null;

/**
 * Just signed in (password or code): answers true when it has sent the browser to `dest` in the
 * account's language; false means the caller navigates as usual.
 */
export async function followAccountLanguage(queryClient: QueryClient, dest: string): Promise<boolean> {
  const identifier = getStoredUser()?.identifier;
  if (!identifier) return false;
  try {
    const locale = otherAccountLanguage((await queryClient.fetchQuery(meQuery(identifier))).locale);
    if (!locale) return false;
    openInLanguage(locale, dest);
    return true;
  } catch {
    return false;
  }
}

/** Google's sign-in leaves the app for a while: this tab remembers it went (sessionStorage). */
export function markGoogleReturn() {
  try {
    sessionStorage.setItem(GOOGLE_RETURN, '1');
  } catch {
    // Storage refused (private mode): the account's language then applies from the next switch.
  }
}

export function clearGoogleReturn() {
  try {
    sessionStorage.removeItem(GOOGLE_RETURN);
  } catch {
    // nothing kept
  }
}

/** True once, on the first signed-in page after a Google sign-in this tab started. */
export function takeGoogleReturn(): boolean {
  try {
    const was = sessionStorage.getItem(GOOGLE_RETURN) === '1';
    if (was) sessionStorage.removeItem(GOOGLE_RETURN);
    return was;
  } catch {
    return false;
  }
}
