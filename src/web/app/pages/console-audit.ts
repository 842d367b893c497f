import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'admin/audit',
  // The audit log, filtered. Reviewers only (anyone else the reviewers' 403); the console is one chunk, loaded only here.
  page: mantinePage(() => import('#web/features/console').then((c) => c.AuditPage)),
  head: async () => titled((await import('#web/features/console')).consoleTitles.audit()),
  access: 'signed-in',
});
