import type { FastifyInstance } from 'fastify';
import { pickLocale, type Locale } from '#i18n/locale';
import { enterLocale } from '#i18n/server';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in: ?lang=, the lang cookie, Accept-Language, English. */
    locale: Locale;
  }
}

/**
 * Every request is answered in its visitor's language (issue 27): its `message`s, the pages the
 * server renders, and what is sent to a guest because of it. Services' words follow it through
 * AsyncLocalStorage (src/i18n/server.ts).
 */
export function registerLocale(app: FastifyInstance) {
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', async (req) => {
    const query = req.query as Record<string, unknown> | undefined;
    const locale = pickLocale({
      query: query?.lang,
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
    });
    req.locale = locale;
    // Synchronously, before any await: the rest of this request runs in the language set here.
    enterLocale(locale);
  });
}
