import { timingSafeEqual } from 'node:crypto';
import { hmacHex } from '../payments/chapa';
import type { WebhookHeaders } from '../payments/payments';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function sameHex(given: string, expected: string) {
  const a = Buffer.from(given.trim().toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Chapa's signatures, as its docs give them: `x-chapa-signature` (or `Chapa-Signature`) = hex
 * HMAC-SHA256 of the raw body keyed with the secret; older setups send `Chapa-Signature` = HMAC of
 * the secret keyed with itself. What a signed request says is still checked against our records.
 */
export function signedBy(secret: string, rawBody: Buffer, headers: WebhookHeaders): boolean {
  const bodySig = hmacHex(secret, rawBody);
  const x = first(headers['x-chapa-signature']);
  if (x) return sameHex(x, bodySig);
  const c = first(headers['chapa-signature']);
  return !!c && (sameHex(c, bodySig) || sameHex(c, hmacHex(secret, secret)));
}
