import type { onRequestHookHandler } from 'fastify';
import { isReviewer } from '#contract/review';
import type { Deps } from '../deps';
import { currentUser, requireUser } from './auth';
import { httpError } from './errors';
import { m } from '#i18n/paraglide/messages.js';

/**
 * For the reviewers' routes: signed out (or unverified) → what requireUser answers; signed in
 * without role ADMIN → 403 with the one message. An onRequest hook (it also serves as a
 * preHandler), so who may ask is settled before the body is read or validated. The role is read
 * from the database on each request, so a demotion takes effect at once.
 */
export function requireReviewer(deps: Deps): onRequestHookHandler {
  const signedIn = requireUser(deps, { verified: true });
  return async function requireReviewer(req, reply) {
    await signedIn.call(this, req, reply);
    if (!isReviewer(currentUser(req).role)) throw httpError(403, m.rv_forbidden());
  };
}
