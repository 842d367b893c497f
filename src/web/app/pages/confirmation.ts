import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'campaign/confirmation',
  page: mantinePage(() => import('#web/features/create-campaign/ConfirmationPage').then((p) => p.ConfirmationPage)),
  head: () => titled(m.title_confirmation()),
});
