import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BankList } from '#contract/banks';
import { BANK_ENDPOINTS } from '#contract/banks-paths';
import type { Deps } from '#server/deps';
import { payoutDestinationList } from './service';

/** The list changes at most daily: browsers and proxies may keep it for an hour. */
const BANK_LIST_MAX_AGE_SECONDS = 60 * 60;

/** GET /api/banks (issue 44): every bank and wallet a payout can go to, public. */
export const bankRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(BANK_ENDPOINTS.list, { schema: { response: { 200: BankList } }, config: { publicCache: BANK_LIST_MAX_AGE_SECONDS } }, async () => ({
      data: await payoutDestinationList(deps),
    }));
  };
