import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'profile',
  // Route matching is case-insensitive, so /Profile lands here too.
  page: mantinePage(() => import('#web/features/profile/ProfilePage').then((p) => p.ProfilePage)),
  head: () => titled(m.title_profile()),
  robots: 'disallow',
});
