import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifierOf } from '#contract/auth';
import { IdParam } from '#contract/campaign';
import { FOLLOW_ENDPOINTS } from '#contract/follow-paths';
import { FollowCodeSent, FollowConfirm, FollowedCampaigns, FollowerCount, FollowRequest, FollowState, GuestDestination } from '#contract/follows';
import type { Deps } from '#server/deps';
import { bearerToken, currentUser, requireUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { ethiopicFontCss } from '#server/http/ethiopic-font';
import { httpError, tooManyRequests } from '#server/http/errors';
import { hit, minutesLeft, type Window } from '#server/http/rate-limit';
import { withLang } from '#server/i18n/recipient';
import { m } from '#i18n/paraglide/messages.js';
import { assertPublicCampaign } from '../campaigns/service';
import { ownedCampaign } from '../campaigns/ownership';
import { unsubscribeConfirmPage, unsubscribeDonePage, unsubscribeInvalidPage } from '../updates/unsubscribe-page';
import {
  confirmGuestCode,
  followAsUser,
  followedCampaigns,
  followerByToken,
  followerCount,
  isFollowing,
  sendGuestCode,
  unfollowAsUser,
  unfollowById,
} from './service';

/** Follow and confirm requests from one address (people behind one NAT share it: generous). */
export const FOLLOW_PER_ADDRESS: Window = { limit: 30, windowMs: 3_600_000 };
/** Codes to one email or phone: one a minute, five an hour. */
export const FOLLOW_CODE_GAP: Window = { limit: 1, windowMs: 60_000 };
export const FOLLOW_CODE_HOURLY: Window = { limit: 5, windowMs: 3_600_000 };
/** A signed-in person's follow and unfollow taps. */
export const FOLLOW_PER_USER: Window = { limit: 60, windowMs: 3_600_000 };

const TokenQuery = z.object({ token: z.string().max(100).optional() });

/** /api/campaign/{id}/follow and its friends, and the unfollow link of every message (issue 45). */
export const followRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    // The unfollow page's form posts no fields of its own (all is in its address).
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
      app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));
    }
    const signedIn = requireUser(deps);
    const fonts = () => ethiopicFontCss(deps.config.webDist);
    const params = IdParam('id', 'campaign');

    const limited = async (key: string, w: Window) => {
      const state = await hit(db, key, w, deps.now());
      if (!state.allowed) throw tooManyRequests(m.follow_too_many({ minutes: minutesLeft(state) }), state.retryAfterMs);
    };

    app.get(
      '/campaign/:id/follow',
      { schema: { params, response: { 200: FollowState } }, preHandler: signedIn, onSend: noStore },
      async (req) => ({ following: await isFollowing(db, req.params.id, currentUser(req).id) }),
    );

    app.post(
      '/campaign/:id/follow',
      {
        schema: { params, body: FollowRequest, response: { 200: FollowState, 201: FollowState, 202: FollowCodeSent } },
        // Signed in when a token comes; a guest otherwise.
        preHandler: (req, reply) => (bearerToken(req) ? signedIn.call(app, req, reply) : Promise.resolve()),
        onSend: noStore,
      },
      async (req, reply) => {
        await assertPublicCampaign(db, req.params.id);
        await limited(`follow-ip:${req.ip}`, FOLLOW_PER_ADDRESS);
        if (req.user) {
          await limited(`follow-user:${req.user.id}`, FOLLOW_PER_USER);
          const started = await followAsUser(deps, req.params.id, req.user.id);
          return reply
            .status(started ? 201 : 200)
            .send({ following: true, message: started ? m.follow_now_following() : m.follow_already_following() });
        }
        const parsed = GuestDestination.safeParse(req.body ?? {});
        const destination = parsed.success ? identifierOf(parsed.data) : null;
        if (!destination) throw httpError(400, m.follow_destination_invalid(), { code: 'VALIDATION_FAILED', field: 'email' });
        const to = (destination.email ?? destination.phoneNumber)!;
        await limited(`follow-code-gap:${to}`, FOLLOW_CODE_GAP);
        await limited(`follow-code-hour:${to}`, FOLLOW_CODE_HOURLY);
        await sendGuestCode(deps, req.params.id, destination);
        return reply.status(202).send({ message: m.follow_code_sent({ destination: to }), codeSent: true as const });
      },
    );

    app.post(
      '/campaign/:id/follow/confirm',
      { schema: { params, body: FollowConfirm, response: { 200: FollowState } }, onSend: noStore },
      async (req) => {
        await assertPublicCampaign(db, req.params.id);
        await limited(`follow-ip:${req.ip}`, FOLLOW_PER_ADDRESS);
        const destination = identifierOf(req.body)!;
        await confirmGuestCode(deps, req.params.id, destination, String(req.body.code));
        return { following: true, message: m.follow_now_following() };
      },
    );

    app.delete(
      '/campaign/:id/follow',
      { schema: { params, response: { 200: FollowState } }, preHandler: signedIn, onSend: noStore },
      async (req) => {
        const user = currentUser(req);
        await limited(`follow-user:${user.id}`, FOLLOW_PER_USER);
        // Only one's own following: the row is found by the signed-in user's id, never by a body.
        await unfollowAsUser(db, req.params.id, user.id, deps.now());
        return { following: false, message: m.follow_unfollowed() };
      },
    );

    app.get(
      '/campaign/:id/followers/count',
      { schema: { params, response: { 200: FollowerCount } }, preHandler: signedIn, onSend: noStore },
      async (req) => {
        const campaign = await ownedCampaign(db, req.params.id, currentUser(req));
        return { count: await followerCount(db, campaign.id) };
      },
    );

    app.get(FOLLOW_ENDPOINTS.mine, { schema: { response: { 200: FollowedCampaigns } }, preHandler: signedIn, onSend: noStore }, async (req) =>
      followedCampaigns(db, currentUser(req).id),
    );

    // The link in every message to a follower: a page with one button (mail scanners that open
    // links unfollow nobody), then the POST that does it. No sign-in: the token is the proof.
    const follower = async (token: string | undefined) => (token ? await followerByToken(db, token) : null);

    app.get(FOLLOW_ENDPOINTS.unsubscribe, { schema: { querystring: TokenQuery } }, async (req, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const f = await follower(req.query.token);
      if (!f) return reply.status(400).send(unsubscribeInvalidPage(fonts()));
      const action = withLang(`/api${FOLLOW_ENDPOINTS.unsubscribe}?token=${encodeURIComponent(req.query.token!)}`, req.locale);
      return unsubscribeConfirmPage(f.destination, action, fonts());
    });

    app.post(FOLLOW_ENDPOINTS.unsubscribe, { schema: { querystring: TokenQuery } }, async (req, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const f = await follower(req.query.token);
      if (!f) return reply.status(400).send(unsubscribeInvalidPage(fonts()));
      await unfollowById(db, f.id, deps.now());
      return unsubscribeDonePage(f.destination, f.campaign_id, fonts());
    });
  };
