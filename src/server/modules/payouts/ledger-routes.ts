import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '#contract/campaign';
import { LedgerResponse } from '#contract/ledger';
import type { Deps } from '#server/deps';
import { PUBLIC_MAX_AGE_SECONDS } from '#server/http/cache';
import { publicLedgerReads } from './public-ledger';

/**
 * GET /campaign/{id}/ledger (issue 42): anyone, no token, the campaign's open books; 404 as for the
 * campaign itself (CAMPAIGN_NOT_FOUND, or CAMPAIGN_UNDER_REVIEW while suspended). Kept at most
 * PUBLIC_CACHE_SECONDS in this instance and PUBLIC_MAX_AGE_SECONDS (+ stale-while-revalidate) by
 * browsers and proxies, so a donation, a payout or a refund shows everywhere well within a minute.
 */
export const ledgerRoutes =
  ({ db, config }: Pick<Deps, 'db' | 'config'>): FastifyPluginAsyncZod =>
  async (app) => {
    const read = publicLedgerReads(db, config.publicCacheSeconds ?? 0);
    app.get(
      '/campaign/:id/ledger',
      { schema: { params: IdParam('id', 'campaign'), response: { 200: LedgerResponse } }, config: { publicCache: PUBLIC_MAX_AGE_SECONDS } },
      async (req) => ({ data: await read(req.params.id) }),
    );
  };
