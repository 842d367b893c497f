import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { IdParam } from '#contract/campaign';
import { CHANNEL_ENDPOINTS } from '#contract/channels';
import { ChannelReport, VisitRequest } from '#contract/channel-report';
import { todayInEthiopia } from '#contract/dates';
import type { Deps } from '#server/deps';
import { campaigns } from '#server/db/schema';
import { currentUser, requireUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { httpError } from '#server/http/errors';
import { m } from '#i18n/paraglide/messages.js';
import { isTreasurer } from '../treasurers';
import type { User } from '../users/service';
import { donationsCsv } from './donations-csv';
import { channelReport } from './report';
import { countVisit } from './visits';

/** The paths as registered: the contract's, with Fastify's parameter. */
const path = (of: (id: string) => string) => of(':id');

/**
 * Where a campaign's visitors and donations come from (issue 44): the web app's visit beacon
 * (public), and for the organiser and the campaign's treasurers the figures per channel and day
 * and the donations as CSV.
 */
export const channelRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const params = IdParam('id', 'campaign');
    const signedIn = requireUser(deps);

    /** The campaign, if the signed-in user is its organiser or one of its treasurers. */
    async function readable(id: string, user: User) {
      const [row] = await db
        .select({ id: campaigns.id, userId: campaigns.userId, reviewedAt: campaigns.reviewedAt, createdAt: campaigns.createdAt })
        .from(campaigns)
        .where(eq(campaigns.id, id));
      if (!row) throw httpError(404, m.al_campaign_not_found(), { code: 'CAMPAIGN_NOT_FOUND' });
      if (row.userId !== user.id && !(await isTreasurer(db, id, user.id))) throw httpError(403, m.ch_forbidden());
      return row;
    }

    // A visit the server did not render (the app navigated to the campaign, or the service
    // worker answered with the shell): counted the way the rendered page counts it, or not at all.
    app.post(path(CHANNEL_ENDPOINTS.visit), { schema: { params, body: VisitRequest }, bodyLimit: 1024 }, async (req, reply) => {
      await countVisit(deps, { campaignId: req.params.id, ref: req.body?.ref, ip: req.ip, userAgent: req.headers['user-agent'] });
      return (reply as FastifyReply).status(204).header('cache-control', 'no-store').send();
    });

    app.get(
      path(CHANNEL_ENDPOINTS.report),
      { schema: { params, response: { 200: ChannelReport } }, preHandler: signedIn, onSend: noStore },
      async (req) => {
        const c = await readable(req.params.id, currentUser(req));
        return { data: await channelReport(db, { id: c.id, launchedAt: c.reviewedAt ?? c.createdAt }, deps.now()) };
      },
    );

    app.get(path(CHANNEL_ENDPOINTS.donationsCsv), { schema: { params }, preHandler: signedIn, onSend: noStore }, async (req, reply) => {
      const c = await readable(req.params.id, currentUser(req));
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="birr-donations-${c.id.slice(0, 8)}-${todayInEthiopia(deps.now())}.csv"`)
        .send(await donationsCsv(db, c.id));
    });
  };
