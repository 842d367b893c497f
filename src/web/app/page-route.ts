// A page of the app is one route module (./pages/*.tsx) of this shape: where it is, its lazy
// component, its data loader, its <head> as a function of its data, and its flags. ./routes.tsx
// puts them in one tree for the browser (./App.tsx) and the server's renderer (../entry-server.tsx).
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Campaign } from '#contract/campaign';
import { SITE_NAME, type PageDataSource, type PageHead } from '#contract/pages';
import { m } from '#i18n/paraglide/messages.js';

/** On the server: the request's own query cache, and the source to fill it from. */
export type ServerLoadContext = { queryClient: QueryClient; source: PageDataSource };

/**
 * A page's data loader. In the browser it only starts the page's requests as a navigation begins,
 * so the page's code and its data download side by side (it never waits: the page shows its own
 * loading state). On the server (`server` given) it waits, filling the request's query cache, so
 * the first HTML carries the page's data; it throws a PageError (../lib/page-error.ts) for a page
 * that cannot be shown.
 */
export type PageLoad = (args: { url: URL; params: Record<string, string | undefined>; server: ServerLoadContext | null }) => Promise<void> | void;

export type HeadContext = {
  url: URL;
  params: Record<string, string | undefined>;
  queryClient: QueryClient;
  /** On the server: a campaign's link-preview image. */
  previewImage?: (c: Campaign) => string | undefined;
};

export type PageRoute<D = undefined> = {
  /** Its address under its layout (`index` for the layout's own address). */
  path: string | { index: true };
  /** `home` (navbar and footer, the default) or `auth` (the sign-in frame, under /auth). */
  layout?: 'home' | 'auth';
  /** A page of its own chunk (`lazyPage`/`mantinePage` over a lazy import) or, for the first view's, a component. */
  page: ComponentType;
  /** `signed-in`: behind the sign-in guard; `signed-out`: sends a signed-in visitor on. */
  access?: 'signed-in' | 'signed-out';
  /** Rendered on the server with its data (a public page); else the browser renders it from the shell. */
  ssr?: true;
  load?: PageLoad;
  /** The data its head is made from, from the query cache (the title waits for it); undefined until it is there. */
  data?: (ctx: HeadContext) => D | undefined;
  /**
   * Its <head>: the server writes it, the browser keeps document.title on it. A head made from data
   * loads its code with import('../head') (a promise), so that code is not in the first view's.
   */
  head?: (data: D, ctx: HeadContext) => PageHead | Promise<PageHead>;
  /** Its head when the server could not show it (a PageError, or the catch-all's 404). */
  errorHead?: () => PageHead | Promise<PageHead>;
  /** The catch-all: answered with status 404. */
  notFound?: true;
  /** The page draws the server's PageError itself (else the layout shows the error page). */
  ownErrorView?: true;
  /** What to make ready before hydrating its server-rendered view: `dates` (it shows dates and times). */
  warmUp?: { dates?: true };
  /** `disallow`: listed in robots.txt (pages for one person, forms). */
  robots?: 'disallow';
};

/** The sign-in frame's pages (sign-in, sign-up, codes, passwords): under /auth, for signed-out visitors, out of search engines. */
export const SIGN_IN_FRAME = { layout: 'auth', access: 'signed-out', robots: 'disallow' } as const;

/** A route module's page, its data's type checked against its head and erased for the route table. */
export const definePage = <D = undefined>(route: PageRoute<D>): PageRoute<unknown> => route as unknown as PageRoute<unknown>;

/** A page known by its name alone; not for search engines (signed-in pages, forms). */
export const titled = (title: string): PageHead => ({ title: `${title} — ${SITE_NAME}`, description: m.head_default_description(), noindex: true });
