import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'campaign/:id/manage',
  // The organiser's page for one campaign; the server says who may see it.
  page: mantinePage(() => import('../ManagePage').then((p) => p.ManagePage)),
  head: () => titled(m.title_manage()),
  access: 'signed-in',
});
