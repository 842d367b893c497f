import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '#contract/campaign';
import { WithdrawalAnswer } from '#contract/payout';
import { TREASURER_ENDPOINTS } from '#contract/treasurer-paths';
import {
  TreasurerAccept,
  TreasurerAccepted,
  TreasurerAnswer,
  TreasurerCampaigns,
  TreasurerDecisionBody,
  TreasurerInvite,
  TreasurerList,
  TreasurerParams,
  TreasurerRemoved,
} from '#contract/treasurers';
import type { Deps } from '#server/deps';
import { currentUser, requireUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { m } from '#i18n/paraglide/messages.js';
import { decide } from './decisions';
import { accept, invite, listTreasurers, myCampaigns, removeTreasurer } from './service';

/** Treasurers (issue 42): the organiser invites and removes them, they accept and decide withdrawals. */
export const treasurerRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const signedIn = requireUser(deps);
    // Accepting and deciding move money's keys: a verified account only.
    const verified = requireUser(deps, { verified: true });
    const params = IdParam('id', 'campaign');
    app.addHook('onSend', noStore);

    app.get('/campaign/:id/treasurers', { schema: { params, response: { 200: TreasurerList } }, preHandler: signedIn }, (req) =>
      listTreasurers(db, req.params.id, currentUser(req), deps.now()),
    );

    app.post(
      '/campaign/:id/treasurers',
      { schema: { params, body: TreasurerInvite, response: { 201: TreasurerAnswer } }, preHandler: verified },
      async (req, reply) => {
        const data = await invite(deps, req.params.id, currentUser(req), req.body);
        return reply.status(201).send({ data, message: m.tr_invited({ destination: data.invitedAs }) });
      },
    );

    app.delete(
      '/campaign/:id/treasurers/:treasurerId',
      { schema: { params: TreasurerParams, response: { 200: TreasurerRemoved } }, preHandler: signedIn },
      async (req) => {
        await removeTreasurer(db, req.params.id, req.params.treasurerId, currentUser(req), deps.now());
        return { message: m.tr_removed() };
      },
    );

    app.post(TREASURER_ENDPOINTS.accept, { schema: { body: TreasurerAccept, response: { 200: TreasurerAccepted } }, preHandler: verified }, async (req) => {
      const data = await accept(db, req.body.token, currentUser(req), deps.now());
      return { data, message: m.tr_accepted({ title: data.title }) };
    });

    app.post(
      '/withdrawals/:id/treasurer-decision',
      { schema: { params: IdParam('id', 'withdrawal'), body: TreasurerDecisionBody, response: { 200: WithdrawalAnswer } }, preHandler: verified },
      async (req) => {
        const { withdrawal, message } = await decide(deps, req.params.id, currentUser(req), req.body);
        return { data: withdrawal, message };
      },
    );

    app.get(TREASURER_ENDPOINTS.mine, { schema: { response: { 200: TreasurerCampaigns } }, preHandler: signedIn }, async (req) => ({
      data: await myCampaigns(db, currentUser(req).id),
    }));
  };
