import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'verify',
  page: mantinePage(() => import('#web/features/auth/VerifyPage').then((p) => p.VerifyPage)),
  head: () => titled(m.title_verify()),
  layout: 'auth',
  access: 'signed-out',
  robots: 'disallow',
});
