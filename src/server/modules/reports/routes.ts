import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageQuery } from '#contract/page-query';
import { ReportBody, ReportFiled, ReportGroups, ReportsDismissed, SuspendBody, SuspendedList } from '#contract/reports';
import { EditHistory } from '#contract/manage';
import { CampaignChanged, IdParam } from '#contract/campaign';
import type { Deps } from '#server/deps';
import { bearerToken, currentUser, requireUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { requireReviewer } from '#server/http/guards';
import { tooManyRequests } from '#server/http/errors';
import { hit, type Window } from '#server/http/rate-limit';
import { m } from '#i18n/paraglide/messages.js';
import { campaignView } from '../campaigns/views';
import { removeWord } from '../words/service';
import { dismissReports, editHistory, fileReport, reinstate, reportGroups, suspend, suspendedCampaigns, type ReportDeps } from './service';

/**
 * Guests' reports: from one address (any campaign), from one address about one campaign, and all
 * guests' about one campaign. A verified account has its own limits and never meets the guests'
 * campaign-wide cap (issue 40): filling it from many addresses cannot silence real witnesses.
 */
export const REPORT_RATES = {
  perAddress: { limit: 10, windowMs: 3_600_000 },
  perAddressAndCampaign: { limit: 3, windowMs: 24 * 3_600_000 },
  perCampaign: { limit: 100, windowMs: 3_600_000 },
  perAccount: { limit: 10, windowMs: 3_600_000 },
  perAccountAndCampaign: { limit: 3, windowMs: 24 * 3_600_000 },
} satisfies Record<string, Window>;

/** POST /api/campaign/{id}/reports: anyone, signed in or not. */
export const reportRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = requireUser(deps);
    // A token, if sent, must be good: a stale one gets the 401 that makes the app refresh it.
    const signedInIfToken = async function (this: unknown, req: FastifyRequest, reply: FastifyReply) {
      if (bearerToken(req)) await signedIn.call(app, req, reply);
    };
    app.post(
      '/campaign/:id/reports',
      { schema: { params: IdParam('id', 'campaign'), body: ReportBody, response: { 201: ReportFiled } }, preHandler: signedInIfToken, config: { idempotent: true } },
      async (req, reply) => {
        const id = req.params.id.toLowerCase();
        const now = deps.now();
        const user = req.user;
        const windows: Array<readonly [string, Window]> =
          user?.isVerified
            ? [
                [`report:user:${user.id}`, REPORT_RATES.perAccount],
                [`report:user:${user.id}:${id}`, REPORT_RATES.perAccountAndCampaign],
              ]
            : [
                [`report:ip:${req.ip}`, REPORT_RATES.perAddress],
                [`report:ip:${req.ip}:${id}`, REPORT_RATES.perAddressAndCampaign],
                [`report:campaign:${id}`, REPORT_RATES.perCampaign],
              ];
        for (const [key, w] of windows) {
          const limit = await hit(deps.db, key, w, now);
          if (!limit.allowed) throw tooManyRequests(user?.isVerified ? m.srv_err_too_many_reports_account() : m.al_too_many_reports(), limit.retryAfterMs);
        }
        const row = await fileReport(deps.db, id, {
          reason: req.body.reason,
          details: req.body.details,
          email: user ? undefined : req.body.email,
          reporterId: user?.id ?? null,
          locale: req.locale,
        });
        // A repeat is on file as much as a first report: the same answer (the report's id).
        return reply.status(201).send({ data: { id: row.id, createdAt: row.createdAt.toISOString() }, message: m.al_report_thanks() });
      },
    );
  };

const WordParam = IdParam('wordId', 'word');

/** Reviewers: reports grouped by campaign, dismissal, suspension, reinstatement, edit history, removing words. */
export const reportReviewRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const d: ReportDeps = deps;
    app.addHook('onRequest', requireReviewer(deps));
    app.addHook('onSend', noStore);
    const campaignParam = IdParam('id', 'campaign');

    app.get('/review/reports', { schema: { querystring: PageQuery, response: { 200: ReportGroups } } }, (req) => reportGroups(deps.db, req.query));

    app.get('/review/suspended', { schema: { querystring: PageQuery, response: { 200: SuspendedList } } }, (req) => suspendedCampaigns(deps.db, req.query));

    app.post('/review/campaigns/:id/reports/dismiss', { schema: { params: campaignParam, response: { 200: ReportsDismissed } }, config: { idempotent: true } }, async (req) => ({
      data: { dismissed: await dismissReports(d, currentUser(req).id, req.params.id) },
      message: m.al_dismissed(),
    }));

    app.post('/review/campaigns/:id/suspend', { schema: { params: campaignParam, body: SuspendBody, response: { 200: CampaignChanged } }, config: { idempotent: true } }, async (req) => {
      const row = await suspend(d, currentUser(req).id, req.params.id, req.body.reason);
      return { data: (await campaignView(deps.db, deps.storage, row.id))!, message: m.al_suspended() };
    });

    app.post('/review/campaigns/:id/reinstate', { schema: { params: campaignParam, response: { 200: CampaignChanged } }, config: { idempotent: true } }, async (req) => {
      const row = await reinstate(d, currentUser(req).id, req.params.id);
      return { data: (await campaignView(deps.db, deps.storage, row.id))!, message: m.al_reinstated() };
    });

    app.get('/review/campaigns/:id/history', { schema: { params: campaignParam, response: { 200: EditHistory } } }, async (req) => ({
      data: await editHistory(deps.db, req.params.id),
    }));

    app.delete('/review/words/:wordId', { schema: { params: WordParam }, config: { idempotent: true } }, async (req, reply) => {
      await removeWord(deps.db, req.params.wordId, deps.now());
      return reply.status(204).send();
    });
  };
