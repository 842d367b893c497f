import { isIP } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_ENDPOINTS } from '#contract/notification-paths';
import { NotificationSettings, NotificationSettingsBody, PushKey, PushSubscribed, PushSubscriptionBody, PushUnsubscribeBody } from '#contract/notifications';
import type { Deps } from '#server/deps';
import { currentUser, requireUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { fieldError, httpError, tooManyRequests } from '#server/http/errors';
import { hit, minutesLeft, type Window } from '#server/http/rate-limit';
import { m } from '#i18n/paraglide/messages.js';
import { chooseChannels, notificationSettings, subscribe, unsubscribe } from './preferences';

/** Subscribe and unsubscribe taps of one person (a few devices, a few retries). */
export const PUSH_PER_USER: Window = { limit: 30, windowMs: 3_600_000 };

/**
 * The server POSTs to a subscription's endpoint, so in production it must be a push service's:
 * https, a name rather than an address, never this machine. (The demo and tests take a loopback
 * http peer.)
 */
function endpointAllowed(endpoint: string, production: boolean): boolean {
  if (!production) return true;
  const u = new URL(endpoint);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  return u.protocol === 'https:' && isIP(host) === 0 && host !== 'localhost' && !host.endsWith('.localhost') && !u.username && !u.password;
}

/** Web Push (the key, a device's subscription) and where a person hears from us (issue 45). */
export const notificationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const signedIn = requireUser(deps);
    const limited = async (userId: string) => {
      const state = await hit(db, `push-user:${userId}`, PUSH_PER_USER, deps.now());
      if (!state.allowed) throw tooManyRequests(m.follow_too_many({ minutes: minutesLeft(state) }), state.retryAfterMs);
    };
    const pushOn = () => {
      if (!deps.notifiers.push) throw httpError(404, m.push_not_configured());
    };

    app.get(NOTIFICATION_ENDPOINTS.pushKey, { schema: { response: { 200: PushKey } } }, async () => ({
      publicKey: deps.notifiers.push?.publicKey ?? null,
    }));

    app.post(
      NOTIFICATION_ENDPOINTS.pushSubscriptions,
      { schema: { body: PushSubscriptionBody, response: { 200: PushSubscribed, 201: PushSubscribed } }, preHandler: signedIn, onSend: noStore },
      async (req, reply) => {
        pushOn();
        const user = currentUser(req);
        await limited(user.id);
        if (!endpointAllowed(req.body.endpoint, Boolean(deps.config.production))) {
          throw fieldError('endpoint', m.push_endpoint_invalid());
        }
        const created = await subscribe(db, user.id, req.body);
        return reply.status(created ? 201 : 200).send({ subscribed: true });
      },
    );

    app.delete(
      NOTIFICATION_ENDPOINTS.pushSubscriptions,
      { schema: { body: PushUnsubscribeBody, response: { 200: PushSubscribed } }, preHandler: signedIn, onSend: noStore },
      async (req) => {
        const user = currentUser(req);
        await limited(user.id);
        await unsubscribe(db, user.id, req.body.endpoint);
        // The same answer whether or not the device was theirs: nobody learns another's endpoints.
        return { subscribed: false };
      },
    );

    app.get(
      NOTIFICATION_ENDPOINTS.settings,
      { schema: { response: { 200: NotificationSettings } }, preHandler: signedIn, onSend: noStore },
      async (req) => notificationSettings(deps, currentUser(req).id),
    );

    app.put(
      NOTIFICATION_ENDPOINTS.settings,
      { schema: { body: NotificationSettingsBody, response: { 200: NotificationSettings } }, preHandler: signedIn, onSend: noStore },
      async (req) => chooseChannels(deps, currentUser(req).id, req.body.channels),
    );
  };
