import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, SIGN_IN_FRAME, titled } from '../page-route';

export default definePage({
  path: 'forgot-password', ...SIGN_IN_FRAME,
  page: mantinePage(() => import('#web/features/auth/ForgotPasswordPage').then((p) => p.ForgotPasswordPage)),
  head: () => titled(m.title_forgot_password()),
});
