import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, SIGN_IN_FRAME, titled } from '../page-route';

export default definePage({
  path: 'reset-password/:token', ...SIGN_IN_FRAME,
  page: mantinePage(() => import('#web/features/auth/ResetPasswordPage').then((p) => p.ResetPasswordPage)),
  head: () => titled(m.title_reset_password()),
});
