import { m } from '#i18n/paraglide/messages.js';
import { lazyPage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'campaign/create/:type', access: 'signed-in', robots: 'disallow',
  page: lazyPage(() => import('#web/features/create-campaign/WizardPage').then((p) => p.WizardPage)),
  head: () => titled(m.title_create()),
});
