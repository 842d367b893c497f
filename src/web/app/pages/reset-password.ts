import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'reset-password/:token',
  page: mantinePage(() => import('#web/features/auth/ResetPasswordPage').then((p) => p.ResetPasswordPage)),
  head: () => titled(m.title_reset_password()),
  layout: 'auth',
  access: 'signed-out',
  robots: 'disallow',
});
