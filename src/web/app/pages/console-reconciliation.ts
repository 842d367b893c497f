import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'admin/reconciliation',
  // What the provider reports against what we counted, day by day (features/console/ReconciliationPage.tsx). Reviewers only (anyone else the reviewers' 403); the console is one chunk, loaded only here.
  page: mantinePage(() => import('#web/features/console').then((c) => c.ReconciliationInConsole)),
  head: async () => titled((await import('#web/features/console')).consoleTitles.reconciliation()),
  access: 'signed-in',
});
