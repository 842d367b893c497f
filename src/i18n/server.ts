// On the server, the language words are produced in is the request's (or the recipient's, for an
// email sent later): held in AsyncLocalStorage, so concurrent requests never see each other's.
// Both server bundles (the API, and the renderer in dist/ssr) import this for their own copy of
// the compiled messages.
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, isLocale, setLocaleSource, type Locale } from './locale';

const current = new AsyncLocalStorage<Locale>();
setLocaleSource(() => current.getStore() ?? DEFAULT_LOCALE);

/** Runs `fn` with its words in `locale` (an unknown or missing one is English). */
export const inLocale = <T>(locale: string | null | undefined, fn: () => T): T =>
  current.run(isLocale(locale) ? locale : DEFAULT_LOCALE, fn);

/** From here to the end of this request (called synchronously in an onRequest hook). */
export const enterLocale = (locale: Locale) => current.enterWith(locale);
