import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'admin/people/:id',
  // A person's records; deactivate, reactivate, grant or take the reviewer's role. Reviewers only (anyone else the reviewers' 403); the console is one chunk, loaded only here.
  page: mantinePage(() => import('#web/features/console').then((c) => c.PersonPage)),
  head: async () => titled((await import('#web/features/console')).consoleTitles.person()),
  access: 'signed-in',
});
