import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'terms',
  page: mantinePage(() => import('#web/features/info/TermsPage').then((p) => p.TermsPage)),
  head: () => titled(m.title_terms()),
});
