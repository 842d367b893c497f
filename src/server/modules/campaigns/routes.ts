import type { Deps } from '#server/deps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CampaignDetail, CampaignList, CampaignListQuery, IdParam } from '#contract/campaign';
import { PUBLIC_MAX_AGE_SECONDS } from '#server/http/cache';
import { campaignReads, listenForPublicChanges } from './cache';

export const campaignRoutes =
  ({ db, storage, config }: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Off unless configured (PUBLIC_CACHE_SECONDS, default 2 in the server's config): tests that
    // change rows directly read them back at once.
    const seconds = config.publicCacheSeconds ?? 0;
    const reads = campaignReads(db, storage, seconds);
    if (seconds > 0) {
      // Any committed change to what these reads show (here or on another instance) clears them.
      const stop = await listenForPublicChanges(db, reads.clear);
      app.addHook('onClose', stop);
    }

    const publicCache = PUBLIC_MAX_AGE_SECONDS;
    app.get('/campaign', { schema: { querystring: CampaignListQuery, response: { 200: CampaignList } }, config: { publicCache } }, (req) => reads.list(req.query));

    app.get('/campaign/:id', { schema: { params: IdParam('id', 'campaign'), response: { 200: CampaignDetail } }, config: { publicCache } }, async (req) => ({
      data: await reads.get(req.params.id),
    }));
  };
