import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'contact',
  page: mantinePage(() => import('#web/features/info/ContactPage').then((p) => p.ContactPage)),
  head: () => titled(m.title_contact()),
});
