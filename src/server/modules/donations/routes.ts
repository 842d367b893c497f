import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '../../../contract/campaign';
import type { AppDeps } from '../../app';
import { listVerifiedDonations } from './service';

export const donationRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/donation/:campaignId', { schema: { params: IdParam('campaignId', 'campaign') } }, async (req) => ({
      data: await listVerifiedDonations(db, req.params.campaignId),
    }));
  };
