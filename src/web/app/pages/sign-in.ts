import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'signin',
  page: mantinePage(() => import('#web/features/auth/SignInPage').then((p) => p.SignInPage)),
  head: () => titled(m.title_sign_in()),
  layout: 'auth',
  access: 'signed-out',
  robots: 'disallow',
});
