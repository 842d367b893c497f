import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'campaign/:id/poster',
  // A printable poster with a QR code of the campaign's address; qrcode loads here only.
  page: mantinePage(() => import('#web/features/campaigns/PosterPage').then((p) => p.PosterPage)),
  head: () => titled(m.title_poster()),
});
