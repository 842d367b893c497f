import type { QueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignList, CampaignListParams } from '#contract/campaign';
import type { UpdateList } from '#contract/updates';
import type { WordsList } from '#contract/words';
import type { PublicDonation } from '#contract/donation';
import type { Locale } from '#i18n/locale';
import type { PageHead } from './head';

/**
 * Where the server reads a page's data when it renders it (src/server/ssr/*): the service layer
 * itself, no HTTP hop to itself.
 */
export type PageDataSource = {
  campaigns(params: CampaignListParams): Promise<CampaignList>;
  /** null when the campaign does not exist or is not public; 'under-review' when suspended. */
  campaign(id: string): Promise<Campaign | null | 'under-review'>;
  donations(campaignId: string): Promise<PublicDonation[]>;
  /** The first page of a public campaign's updates and words of support (issue 26). */
  updates(campaignId: string, limit: number): Promise<UpdateList>;
  words(campaignId: string, limit: number): Promise<WordsList>;
};

/** On the server: the request's own query cache, and the source to fill it from. */
export type ServerLoadContext = { queryClient: QueryClient; source: PageDataSource };

/**
 * A page's data loader (a route handle's `load`). In the browser it only starts the page's
 * requests as a navigation begins, so the page's code and its data download side by side (it
 * never waits: the page shows its own loading state). On the server (`server` given) it waits,
 * filling the request's query cache, so the first HTML carries the page's data; it throws a
 * PageError (src/web/lib/page-error.ts) for a page that cannot be shown.
 */
export type PageLoad = (args: { url: URL; params: Record<string, string | undefined>; server: ServerLoadContext | null }) => Promise<void> | void;

/**
 * Route handle: rendered on the server (`ssr`); which source modules its first view needs
 * (preloaded); which <head> it has (./heads.ts: the server writes it, the browser sets
 * document.title); its data loader; `notFound`: the catch-all (status 404); `ownErrorView`: the
 * page draws the server's PageError itself (else the layout shows the error page).
 */
export type PageHandle = { ssr?: true; modules?: string[]; head?: HeadKey; load?: PageLoad; notFound?: true; ownErrorView?: true };

/** The heads a route can name (each one is written in ./heads.ts). */
export type HeadKey =
  | 'landing'
  | 'list'
  | 'campaign'
  | 'signIn'
  | 'signUp'
  | 'verify'
  | 'forgotPassword'
  | 'resetPassword'
  | 'create'
  | 'confirmation'
  | 'manage'
  | 'poster'
  | 'thankYou'
  | 'review'
  | 'profile'
  | 'contact'
  | 'terms'
  | 'privacy';

/** The id of the <script type="application/json"> carrying the server's dehydrated query cache. */
export const QUERY_STATE_ID = 'birr-query-state';

/** <meta name> of the configured public origin (PUBLIC_URL) the server puts in every page (../lib/public-origin.ts). */
export { PUBLIC_ORIGIN_META } from '../lib/public-origin';

/** What the server renderer (src/web/entry-server.tsx) is asked, and answers. */
export type RenderInput = {
  /** Absolute URL of the page asked for. */
  url: string;
  /** The language to render it in. */
  locale: Locale;
  source: PageDataSource;
  /** Absolute URL of a campaign's 1200×630 link-preview image, when it has one. */
  previewImage(c: Campaign): string | undefined;
};

export type RenderResult =
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: number;
      head: PageHead;
      /** The app's HTML, for inside #root. */
      markup: string;
      /** JSON for the browser: the router's hydration data and the dehydrated query cache. */
      state: string;
      /** Source modules the page's first view needs (the browser preloads their chunks). */
      modules: string[];
    };

/** The server renderer's module (dist/ssr/entry.js). */
export type PageRenderer = { render(input: RenderInput): Promise<RenderResult> };
