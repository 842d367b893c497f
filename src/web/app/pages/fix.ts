import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'campaign/:id/fix',
  // A rejected campaign's every field and file, fixed and sent back for review (issue 44); the
  // rejection email links here.
  page: mantinePage(() => import('../FixCampaignPage').then((p) => p.FixCampaignPage)),
  head: () => titled(m.title_fix()),
  access: 'signed-in',
});
