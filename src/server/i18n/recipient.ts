import { currentLocale, isLocale, type Locale } from '#i18n/locale';
import { inLocale } from '#i18n/server';

/**
 * The language to write to someone in (issue 27): their saved choice (an account's `locale`, a
 * guest donation's), else the language of the request that caused the message — English in a
 * job outside any request.
 */
export const recipientLocale = (saved: string | null | undefined): Locale => (isLocale(saved) ? saved : currentLocale());

/** Runs `compose` with its words in the recipient's language. */
export const inRecipientLocale = <T>(saved: string | null | undefined, compose: () => T): T => inLocale(recipientLocale(saved), compose);

/** A link that opens in the recipient's language: `?lang=am` added for a language other than English. */
export function withLang(url: string, locale: Locale): string {
  if (locale === 'en') return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`;
}
