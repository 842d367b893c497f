import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'admin/review',
  // Reviewers only (role ADMIN); anyone else gets a 403 page.
  page: mantinePage(() => import('../ReviewRoute').then((p) => p.ReviewRoute)),
  head: () => titled(m.title_review()),
  access: 'signed-in',
});
