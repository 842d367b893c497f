import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'campaign/create', access: 'signed-in', robots: 'disallow',
  page: mantinePage(() => import('#web/features/create-campaign/CampaignTypePage').then((p) => p.CampaignTypePage)),
  head: () => titled(m.title_create()),
});
