import type { Deps } from '#server/deps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CampaignDetail, CampaignList, CampaignListQuery, IdParam } from '#contract/campaign';
import { PUBLIC_MAX_AGE_SECONDS, sendJson } from '#server/http/cache';
import { campaignReads, listenForPublicChanges, shortCache } from './cache';

export const campaignRoutes =
  ({ db, storage, config }: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Off unless configured (PUBLIC_CACHE_SECONDS, default 2 in the server's config): tests that
    // change rows directly read them back at once.
    const seconds = config.publicCacheSeconds ?? 0;
    const reads = campaignReads(db, storage, seconds);
    // A list as sent (its response schema applied, written as JSON), for the same seconds: the
    // busiest read costs one serialisation per page of results, not one per request.
    const listBodies = shortCache<string>(seconds * 1000);
    if (seconds > 0) {
      // Any committed change to what these reads show (here or on another instance) clears them.
      const stop = await listenForPublicChanges(db, () => {
        reads.clear();
        listBodies.clear();
      });
      app.addHook('onClose', stop);
    }

    const publicCache = PUBLIC_MAX_AGE_SECONDS;
    app.get('/campaign', { schema: { querystring: CampaignListQuery, response: { 200: CampaignList } }, config: { publicCache } }, async (req, reply) => {
      const json = await listBodies.get(JSON.stringify(req.query), async () => String(reply.serialize(await reads.list(req.query))));
      return sendJson(reply, json);
    });

    app.get('/campaign/:id', { schema: { params: IdParam('id', 'campaign'), response: { 200: CampaignDetail } }, config: { publicCache } }, async (req) => ({
      data: await reads.get(req.params.id),
    }));
  };
