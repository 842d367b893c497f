import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'admin/health',
  // What is broken now and needs an operator (features/console/HealthPage.tsx). Reviewers only (anyone else the reviewers' 403); the console is one chunk, loaded only here.
  page: mantinePage(() => import('#web/features/console').then((c) => c.HealthPage)),
  head: async () => titled((await import('#web/features/console')).consoleTitles.health()),
  access: 'signed-in',
});
