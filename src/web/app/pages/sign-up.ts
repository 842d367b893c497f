import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, SIGN_IN_FRAME, titled } from '../page-route';

export default definePage({
  path: 'signup', ...SIGN_IN_FRAME,
  page: mantinePage(() => import('#web/features/auth/SignUpPage').then((p) => p.SignUpPage)),
  head: () => titled(m.title_sign_up()),
});
