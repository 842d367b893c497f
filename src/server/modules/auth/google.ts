import { eq } from 'drizzle-orm';
import { normalizeEmail } from '#contract/auth';
import type { GoogleConfig } from '#server/config';
import { users } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import type { Deps } from '#server/deps';
import { isAdminEmail } from './service';
import { findLinkOrCreate, namesOf, type SignInProvider } from './oidc-signin';
import { m } from '#i18n/paraglide/messages.js';

const failed = () => httpError(400, m.auth_google_failed(), { code: 'GOOGLE_FAILED' });

/**
 * Google sign-in: the account is found by Google's subject, else linked by the email Google
 * verified (findLinkOrCreate: an unverified account with it is taken over, its password and
 * sessions ended), else created.
 */
export const google: SignInProvider = {
  client: requireGoogle,
  scope: 'openid email profile',
  cancelled: () => httpError(400, m.auth_google_cancelled(), { code: 'GOOGLE_CANCELLED' }),
  failed,
  async person(ctx, claims) {
    if (claims.email_verified !== true || typeof claims.email !== 'string') throw httpError(400, m.auth_google_email_unverified(), { code: 'GOOGLE_EMAIL_UNVERIFIED' });
    const email = normalizeEmail(claims.email);
    const user = await findLinkOrCreate(ctx, {
      column: 'googleSub',
      sub: claims.sub,
      proven: eq(users.email, email),
      // Google vouches for the email, so ADMIN_EMAIL signing in this way is a reviewer too.
      admin: isAdminEmail(ctx, email),
      created: { email, ...namesOf(claims, email.split('@')[0]) },
    });
    if (!user) throw failed();
    return user;
  },
};

function requireGoogle(ctx: Deps): GoogleConfig {
  if (!ctx.config.google) throw httpError(404, m.auth_google_not_configured(), { code: 'GOOGLE_UNAVAILABLE' });
  return ctx.config.google;
}
