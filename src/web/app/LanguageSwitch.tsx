import { currentLocale, LANGUAGE_NAMES, LOCALES, type Locale } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { switchLanguage } from '../lib/locale';

/**
 * አማርኛ / English, each in its own words; the current one is marked. A plain button per language,
 * so it works before the app has hydrated the rest of the page too (it only sets a cookie and reloads).
 */
export function LanguageSwitch(props: { className?: string; linkClassName?: string; onlyOther?: boolean }) {
  const { className, linkClassName, onlyOther } = props;
  // The language words are produced in: the page's in the browser, the request's on the server
  // (so the server-rendered switch is the one the browser hydrates).
  const pageLocale = currentLocale();
  // In the navbar, only the language one can switch to (the page itself says which it is in).
  const shown = onlyOther ? LOCALES.filter((l) => l !== pageLocale) : LOCALES;
  return (
    <div className={className} role="group" aria-label={m.language_switch_label()}>
      {shown.map((locale: Locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={linkClassName}
          aria-pressed={locale === pageLocale}
          onClick={() => locale !== pageLocale && void switchLanguage(locale)}
        >
          {LANGUAGE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
