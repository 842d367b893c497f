import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExchangeRates } from '#contract/exchange';
import { EXCHANGE_ENDPOINTS } from '#contract/exchange-paths';
import type { Deps } from '#server/deps';
import { currentRate, FOREIGN_CURRENCIES } from './service';

/** The job refreshes hourly: browsers and proxies may keep the answer for ten minutes. */
const RATES_MAX_AGE_SECONDS = 10 * 60;

/** GET /api/exchange-rates (issue 43): what the donation form prices a gift abroad at, public. */
export const rateRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(EXCHANGE_ENDPOINTS.rates, { schema: { response: { 200: ExchangeRates } }, config: { publicCache: RATES_MAX_AGE_SECONDS } }, async () => ({
      data: await Promise.all(FOREIGN_CURRENCIES.map(async (c) => {
        const q = await currentRate(deps, c);
        return { currency: q.currency, rate: q.rate, date: q.date };
      })),
    }));
  };
