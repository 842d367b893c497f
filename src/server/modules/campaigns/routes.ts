import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CampaignListQuery, IdParam } from '../../../contract/campaign';
import type { AppDeps } from '../../app';
import { campaignReads } from './cache';

export const campaignRoutes =
  ({ db, storage, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Off unless configured (PUBLIC_CACHE_SECONDS, default 2 in the server's config): tests that
    // change rows directly read them back at once.
    const reads = campaignReads(db, storage, config.publicCacheSeconds ?? 0);

    app.get('/campaign', { schema: { querystring: CampaignListQuery } }, (req) => reads.list(req.query));

    app.get('/campaign/:id', { schema: { params: IdParam('id', 'campaign') } }, async (req) => ({
      data: await reads.get(req.params.id),
    }));
  };
