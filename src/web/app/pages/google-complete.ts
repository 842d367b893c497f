import { lazyPage } from '#web/ui/lazy-page';
import { definePage } from '../page-route';

export default definePage({
  path: 'google/complete',
  layout: 'auth',
  // Not behind the signed-out guard: it is where a Google sign-in lands, session or not.
  page: lazyPage(() => import('#web/features/auth/google-complete').then((p) => p.GoogleComplete)),
  robots: 'disallow',
});
