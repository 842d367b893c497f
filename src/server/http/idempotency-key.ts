import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_RE } from '#contract/create-campaign';
import { httpError } from './errors';
import { m } from '#i18n/paraglide/messages.js';

/**
 * The request's Idempotency-Key header: undefined without one, 400 when it is not a key
 * (8-200 of letters, digits and `_.:-`, sent once). Every reader of the header goes through here.
 */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const value = req.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_RE.test(value)) throw httpError(400, m.create_idempotency_key_invalid());
  return value;
}
