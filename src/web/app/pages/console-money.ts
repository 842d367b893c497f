import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'admin/money',
  // Every movement of money, filtered, and its CSV. Reviewers only (anyone else the reviewers' 403); the console is one chunk, loaded only here.
  page: mantinePage(() => import('#web/features/console').then((c) => c.MoneyPage)),
  head: async () => titled((await import('#web/features/console')).consoleTitles.money()),
  access: 'signed-in',
});
