import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import type { ErrorCode } from '#contract/error-codes';

/**
 * Why the server could not render a page's content (an unknown or non-public campaign: 404; a
 * failing read: 500). The server renders the page's error view and sends the error beside the
 * page, so the browser hydrates the same view. `ownView`: the page shows it itself (the campaign
 * page's "under review" and "not found"), else the layout shows the generic error page.
 */
export class PageError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** What the page's own error view switches on (src/contract/errors.ts), as it does for the API's answer. */
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

export type PageErrorState = { status: number; code?: ErrorCode; message: string; path: string; ownView: boolean };

export const PageErrorContext = createContext<PageErrorState | null>(null);

/**
 * The server's error for the page first shown, while it is shown (React Router's first history
 * entry has the key "default"): once the visitor navigates, the page loads its own data again.
 */
export function usePageError(): PageErrorState | null {
  const error = useContext(PageErrorContext);
  const location = useLocation();
  return error && location.key === 'default' && location.pathname === error.path ? error : null;
}
