import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'admin/people',
  // People by name, email or phone. Reviewers only (anyone else the reviewers' 403); the console is one chunk, loaded only here.
  page: mantinePage(() => import('#web/features/console').then((c) => c.PeoplePage)),
  head: async () => titled((await import('#web/features/console')).consoleTitles.people()),
  access: 'signed-in',
});
