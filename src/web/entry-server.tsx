// The server side of the web app, beside its browser side (./main.tsx): built with Vite
// (`vite build --ssr`, see package.json) into dist/ssr/entry.js, and loaded at run time by
// src/server/ssr/pages.ts (which knows it only by the types in ./app/page-data.ts). It renders a
// public page over the same route tree the browser uses (src/web/app/routes.tsx), with a
// per-request query cache the routes' loaders fill from the service layer.
import './ui/mantine-base-styles';
import './ui/mantine-styles';
import { inLocale } from '../i18n/server';
import type { Locale } from '../i18n/locale';
import { dehydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PassThrough } from 'node:stream';
import { landingHead, notFoundHead, type PageHead } from './app/head';
import { headFor } from './app/heads';
import type { PageHandle, RenderInput, RenderResult, ServerLoadContext } from './app/page-data';
import { App, preloadPages } from './app/App';
import { matchesOf } from './app/routes';
import { PageError, PageErrorContext, type PageErrorState } from './lib/page-error';
import { loadDeferredParts } from './ui/deferred';
import { Providers } from './app/Providers';

// The server is always online: its queries never pause for a network signal meant for browsers.
onlineManager.setEventListener((setOnline) => {
  setOnline(true);
  return () => {};
});

/** The HTML of `node` once everything in it has loaded (no Suspense fallback left behind). */
function renderToHtml(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(node, {
      // The page is sent whole once everything is ready (onAllReady), so nothing is gained by
      // React moving a large page's later Suspense boundaries (deferred parts) into hidden divs
      // revealed by inline scripts, which the CSP would block anyway: keep them in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        if (failed) return reject(failed);
        const out = new PassThrough();
        const chunks: Buffer[] = [];
        out.on('data', (c: Buffer) => chunks.push(c));
        out.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(out);
      },
      onShellError: reject,
      onError(err) {
        failed = err;
      },
    });
    setTimeout(() => stream.abort(new Error('Rendering took too long')), 10_000).unref();
  });
}

/** Renders `input.url` when it is a public page, in `input.locale`; `shell` for the client-rendered routes. */
export const render = (input: RenderInput): Promise<RenderResult> => inLocale(input.locale, () => renderPage(input));

async function renderPage(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.url);
  const matches = matchesOf(url);
  const leaf = matches[matches.length - 1];
  const handles = matches.map((m) => m.route.handle as PageHandle | undefined);
  if (!leaf || !handles[handles.length - 1]?.ssr) return { kind: 'shell' };

  // The page's data, read straight from the service layer into this request's own query cache.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  const server: ServerLoadContext = { queryClient, source: input.source };
  let status = handles.some((h) => h?.notFound) ? 404 : 200;
  let error: PageErrorState | null = null;
  try {
    await Promise.all(matches.map((m, i) => handles[i]?.load?.({ url, params: m.params, server })));
  } catch (err) {
    status = err instanceof PageError ? err.status : 500;
    const message = err instanceof Error ? err.message : String(err);
    const code = err instanceof PageError ? err.code : undefined;
    error = { status, ...(code ? { code } : {}), message, path: url.pathname, ownView: !!handles.some((h) => h?.ownErrorView) };
  }

  await Promise.all([loadDeferredParts(), preloadPages(url)]);
  const renderedAt = Date.now();
  const markup = await renderToHtml(
    <StrictMode>
      <Providers client={queryClient} renderedAt={renderedAt}>
        <PageErrorContext.Provider value={error}>
          <StaticRouter location={url.pathname + url.search}>
            <App serverRendered />
          </StaticRouter>
        </PageErrorContext.Provider>
      </Providers>
    </StrictMode>,
  );

  // The deepest route's head (its handle names it: app/heads.ts); a page that failed is "not found".
  const key = handles.reduce<PageHandle['head']>((found, h) => h?.head ?? found, undefined);
  const head: PageHead =
    status !== 200
      ? notFoundHead(key === 'campaign' ? 'campaign' : 'page')
      : (headFor(key, { url, params: leaf.params, queryClient, previewImage: input.previewImage }) ?? landingHead());

  const state = JSON.stringify({ renderedAt, error, queries: dehydrate(queryClient) });
  const modules = handles.flatMap((h) => h?.modules ?? []);
  return { kind: 'page', status, head, markup, state, modules };
}
