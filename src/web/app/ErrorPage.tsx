import { m } from '../../i18n/paraglide/messages.js';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import ui from '../ui/ui.module.css';

function errorDetail(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return error.statusText || (typeof error.data === 'string' ? error.data : null);
  if (error instanceof Error) return error.message;
  return null;
}

export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = notFound ? null : errorDetail(error);
  return (
    <div className={`${ui.container} ${ui.stack} ${ui.center}`} data-size="sm" style={{ paddingBlock: 96 }}>
      <h1 className={ui.title}>{notFound ? m.error_page_not_found() : m.error_went_wrong()}</h1>
      {!notFound && <p className={`${ui.text} ${ui.dimmed}`}>{m.error_unexpected()}</p>}
      {detail && (
        <p className={ui.text} style={{ color: 'var(--mantine-color-red-7)', fontWeight: 500 }}>
          {detail}
        </p>
      )}
      <Link to="/" className={ui.button} data-size="md">
        {m.error_go_home()}
      </Link>
    </div>
  );
}
