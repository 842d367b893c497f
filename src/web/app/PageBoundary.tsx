import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePageError } from '../lib/page-error';
import { ErrorPage } from '../ui/ErrorPage';
import { PageLoader } from '../ui/PageLoader';

type Props = { resetKey: string; children: ReactNode };
type State = { error: unknown; resetKey: string };

/** A page that fails while drawing shows the error page instead; the next navigation clears it. */
export class PageBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * Where a layout shows its page: the page's own code may still be on its way (the loading state),
 * it may fail (the error page, within the layout), or the server may have found it cannot be
 * shown (its PageError, unless the page draws that itself).
 */
export function PageOutlet() {
  const location = useLocation();
  const error = usePageError();
  return (
    <PageBoundary resetKey={location.key}>
      <Suspense fallback={<PageLoader />}>{error && !error.ownView ? <ErrorPage error={error} /> : <Outlet />}</Suspense>
    </PageBoundary>
  );
}
