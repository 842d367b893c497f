import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'privacy',
  page: mantinePage(() => import('#web/features/info/PrivacyPage').then((p) => p.PrivacyPage)),
  head: () => titled(m.title_privacy()),
});
