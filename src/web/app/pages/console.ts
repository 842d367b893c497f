import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'admin',
  // The operators' console: figures per day, what waits, payouts, the job queue. Reviewers only (anyone else the reviewers' 403); the console is one chunk, loaded only here.
  page: mantinePage(() => import('#web/features/console').then((c) => c.OverviewPage)),
  head: async () => titled((await import('#web/features/console')).consoleTitles.overview()),
  access: 'signed-in',
});
