import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  // The link in a treasurer's invitation (issue 42): signed in (and verified) first, then back here.
  path: 'treasurer/accept',
  page: mantinePage(() => import('#web/features/payouts/TreasurerAcceptPage').then((p) => p.TreasurerAcceptPage)),
  head: () => titled(m.tr_accept_title()),
  access: 'signed-in',
  robots: 'disallow',
});
