import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_RE } from '#contract/create-campaign';
import { DONATE_FORM_KEY_FIELD } from '#contract/donate-form';
import { httpError } from './errors';
import { m } from '#i18n/paraglide/messages.js';

/**
 * The request's Idempotency-Key header (or, from a plain HTML form, which cannot send headers, its
 * hidden `idempotencyKey` field): undefined without one, 400 when it is not a key (8-200 of
 * letters, digits and `_.:-`, sent once). Every reader of the header goes through here.
 */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const value = req.headers['idempotency-key'] ?? formKey(req);
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_RE.test(value)) throw httpError(400, m.create_idempotency_key_invalid());
  return value;
}

const FORM = /^application\/x-www-form-urlencoded/i;

function formKey(req: FastifyRequest): string | undefined {
  if (!FORM.test(req.headers['content-type'] ?? '')) return undefined;
  const value = (req.body as Record<string, unknown> | undefined)?.[DONATE_FORM_KEY_FIELD];
  return value === undefined || value === '' ? undefined : String(value);
}
