// The server side of the web app, beside its browser side (./main.tsx): built with Vite
// (`vite build --ssr`, see package.json) into dist/ssr/entry.js, and loaded at run time by
// src/server/ssr/pages.ts (which knows it only by the types in src/contract/pages.ts). It renders a
// public page over the same route tree the browser uses (src/web/app/routes.tsx), with a
// per-request query cache the routes' loaders fill from the service layer; and it hands the server
// what else it takes from the web app: the compiled boot script and robots.txt's disallowed paths.
import './ui/mantine-base-styles';
import './ui/mantine-styles';
import { inLocale } from '../i18n/server';
import type { Locale } from '../i18n/locale';
import { dehydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PassThrough } from 'node:stream';
import bootScriptSource from 'virtual:boot-script';
import type { PageHead, PageRenderer, RenderInput, RenderResult } from '#contract/pages';
import { DONATE_FORM_QUERY_KEY } from '#contract/donate-form';
import { landingHead, notFoundHead } from './app/head';
import type { PageRoute, ServerLoadContext } from './app/page-route';
import { App, preloadPages } from './app/App';
import { disallowedPaths, headOf, matchesOf, pageOf } from './app/routes';
import type { LazyPage } from './ui/lazy-page';
import { PageError, PageErrorContext, type PageErrorState } from './lib/page-error';
import { loadDeferredParts } from './ui/deferred';
import { Providers } from './app/Providers';
import { LitePageContext } from './lib/lite-page';
import { setRenderOrigin } from './lib/share-links';

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
export const render: PageRenderer['render'] = (input) => inLocale(input.locale, () => renderPage(input));

/** src/web/boot/boot.ts, compiled at build (scripts/boot-script.ts). */
export const bootScript: PageRenderer['bootScript'] = bootScriptSource;

export const disallowed: PageRenderer['disallowed'] = disallowedPaths();

async function renderPage(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.url);
  setRenderOrigin(url.origin);
  const matches = matchesOf(url);
  const leaf = matches[matches.length - 1];
  const page = pageOf(matches);
  const handles = matches.map((m) => m.route.handle as PageRoute<unknown> | undefined);
  if (!leaf || !page?.ssr) return { kind: 'shell' };

  // The page's data, read straight from the service layer into this request's own query cache.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  const server: ServerLoadContext = { queryClient, source: input.source };
  if (input.donateForm) queryClient.setQueryData(DONATE_FORM_QUERY_KEY, input.donateForm);
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
          <LitePageContext.Provider value={!!input.lite}>
            <StaticRouter location={url.pathname + url.search}>
              <App serverRendered />
            </StaticRouter>
          </LitePageContext.Provider>
        </PageErrorContext.Provider>
      </Providers>
    </StrictMode>,
  );

  // The page's head (its route module's); a page that failed is "not found".
  const head: PageHead =
    status !== 200
      ? ((await page.errorHead?.()) ?? notFoundHead('page'))
      : ((await headOf(page, { url, params: leaf.params, queryClient, previewImage: input.previewImage })) ?? landingHead());

  const state = JSON.stringify({ renderedAt, error, queries: dehydrate(queryClient) });
  // The modules its lazy routes import (written in by the build: scripts/page-sources.ts), whose chunks the server preloads.
  const modules = matches.flatMap((m) => (m.route.Component as Partial<LazyPage> | undefined)?.source ?? []);
  return { kind: 'page', status, head, markup, state, modules };
}
