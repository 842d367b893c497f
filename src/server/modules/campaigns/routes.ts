import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CampaignListQuery, IdParam } from '../../../contract/campaign';
import type { AppDeps } from '../../app';
import { getPublicCampaign, listCampaigns } from './service';

export const campaignRoutes =
  ({ db, storage }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/campaign', { schema: { querystring: CampaignListQuery } }, (req) =>
      listCampaigns(db, storage, req.query),
    );

    app.get('/campaign/:id', { schema: { params: IdParam('id', 'campaign') } }, async (req) => ({
      data: await getPublicCampaign(db, storage, req.params.id),
    }));
  };
