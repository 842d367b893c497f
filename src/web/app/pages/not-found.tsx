import { ErrorPage } from '#web/ui/ErrorPage';
import { definePage } from '../page-route';

export default definePage({
  path: '*',
  page: () => <ErrorPage notFound />,
  ssr: true,
  notFound: true,
});
