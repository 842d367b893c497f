import { useLocation } from 'react-router';
import { currentLocale, LANGUAGE_NAMES, LOCALES, type Locale } from '#i18n/locale';
import { m } from '#i18n/paraglide/messages.js';
import { switchLanguage } from '../lib/locale';

/**
 * አማርኛ / English, each in its own words; the current one is marked. Each is a link to this page
 * with `?lang=`, so it works as plain HTML too — before its code has arrived (the footer loads
 * after the page), the server answers the link in that language and remembers it. With the app
 * running, a click also keeps the choice on the account and reloads without `?lang=`.
 */
export function LanguageSwitch(props: { className?: string; linkClassName?: string; onlyOther?: boolean }) {
  const { className, linkClassName, onlyOther } = props;
  const location = useLocation();
  // The language words are produced in: the page's in the browser, the request's on the server
  // (so the server-rendered switch is the one the browser hydrates).
  const pageLocale = currentLocale();
  // In the navbar, only the language one can switch to (the page itself says which it is in).
  const shown = onlyOther ? LOCALES.filter((l) => l !== pageLocale) : LOCALES;
  const hrefFor = (locale: Locale) => {
    const params = new URLSearchParams(location.search);
    params.set('lang', locale);
    return `${location.pathname}?${params}`;
  };
  return (
    <div className={className} role="group" aria-label={m.language_switch_label()}>
      {shown.map((locale: Locale) => (
        <a
          key={locale}
          href={hrefFor(locale)}
          hrefLang={locale}
          lang={locale}
          className={linkClassName}
          aria-current={locale === pageLocale ? 'true' : undefined}
          onClick={(event) => {
            event.preventDefault();
            if (locale !== pageLocale) void switchLanguage(locale);
          }}
        >
          {LANGUAGE_NAMES[locale]}
        </a>
      ))}
    </div>
  );
}
