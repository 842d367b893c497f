import { m } from '#i18n/paraglide/messages.js';
import { Link } from 'react-router';
import ui from './ui.module.css';

function errorDetail(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return null;
}

const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' ? error.status : null;

/** "Page not found" (`notFound`, or an error with status 404), else "Something went wrong" with its detail. */
export function ErrorPage({ error, notFound = statusOf(error) === 404 }: { error?: unknown; notFound?: boolean }) {
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
