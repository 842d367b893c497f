import { inArray } from 'drizzle-orm';
import { isPhone, normalizePhone } from '#contract/patterns';
import type { OidcClientConfig } from '#server/config';
import { users } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import type { Deps } from '#server/deps';
import { findLinkOrCreate, namesOf, type SignInProvider } from './oidc-signin';
import { m } from '#i18n/paraglide/messages.js';

const failed = () => httpError(400, m.auth_telegram_failed(), { code: 'TELEGRAM_FAILED' });

/**
 * The phone number in Telegram's ID token (the `phone` scope), in the form accounts keep it
 * (+2519…, or +<digits> for another country), with the spellings an older row may have; null
 * when there is none, or the provider says it is not verified.
 */
export function provenPhone(claims: Record<string, unknown>): string[] | null {
  if (typeof claims.phone_number !== 'string' || claims.phone_number_verified === false) return null;
  const digits = claims.phone_number.replace(/\D+/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  const e164 = `+${digits}`;
  if (!isPhone(e164)) return [e164];
  const normal = normalizePhone(e164);
  return [normal, normal.replace(/^\+251/, '0')];
}

/**
 * Sign in with Telegram (OpenID Connect at oauth.telegram.org, code flow with PKCE). Telegram
 * vouches for the person's phone number (the `phone` scope): the account is found by Telegram's
 * subject, else linked by that number, with Google's protections (findLinkOrCreate: an
 * unverified account holding the number is taken over, its password and sessions ended), else
 * created with it. Without a phone number in the ID token nothing is linked or created.
 */
export const telegram: SignInProvider = {
  client: requireTelegramLogin,
  scope: 'openid profile phone',
  cancelled: () => httpError(400, m.auth_telegram_cancelled(), { code: 'TELEGRAM_CANCELLED' }),
  failed,
  async person(ctx, claims) {
    const phones = provenPhone(claims as Record<string, unknown>);
    if (!phones) throw httpError(400, m.auth_telegram_phone_missing(), { code: 'TELEGRAM_PHONE_MISSING' });
    const username = typeof claims.preferred_username === 'string' ? claims.preferred_username : 'Telegram';
    const user = await findLinkOrCreate(ctx, {
      column: 'telegramSub',
      sub: claims.sub,
      proven: inArray(users.phoneNumber, phones),
      created: { phoneNumber: phones[0], ...namesOf(claims, username) },
    });
    if (!user) throw failed();
    return user;
  },
};

function requireTelegramLogin(ctx: Deps): OidcClientConfig {
  if (!ctx.config.telegramLogin) throw httpError(404, m.auth_telegram_not_configured(), { code: 'TELEGRAM_UNAVAILABLE' });
  return ctx.config.telegramLogin;
}
