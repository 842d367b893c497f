import { m } from '#i18n/paraglide/messages.js';
import { SITE_NAME } from '#contract/pages';
import { lazyPage } from '#web/ui/lazy-page';
import { definePage } from '../page-route';

/** What Birr checks, when a donor gets money back, how to report (issue 42): rendered on the server, without Mantine. */
export default definePage({
  path: 'guarantee',
  page: lazyPage(() => import('#web/features/info/GuaranteePage').then((p) => p.GuaranteePage)),
  ssr: true,
  head: () => ({ title: `${m.title_guarantee()} — ${SITE_NAME}`, description: m.guarantee_intro(), canonical: '/guarantee' }),
});
