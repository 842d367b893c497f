import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, SIGN_IN_FRAME, titled } from '../page-route';

export default definePage({
  path: 'signin', ...SIGN_IN_FRAME,
  page: mantinePage(() => import('#web/features/auth/SignInPage').then((p) => p.SignInPage)),
  head: () => titled(m.title_sign_in()),
});
