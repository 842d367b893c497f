import type { QueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignList, CampaignListParams } from '../../contract/campaign';
import type { UpdateList, WordsList } from '../../contract/after-launch';
import type { PublicDonation } from '../../contract/donation';
import type { Locale } from '../../i18n/locale';
import type { PageHead } from './head';

/**
 * What the server hands the route loaders when it renders a page (src/server/ssr/*): its own
 * per-request query cache, and the service layer to fill it from (no HTTP hop to itself).
 * In the browser the loaders get no such context and only start the page's requests.
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

export type ServerLoadContext = { birrServer: true; queryClient: QueryClient; source: PageDataSource };

export function serverLoadContext(context: unknown): ServerLoadContext | null {
  return context && typeof context === 'object' && 'birrServer' in context ? (context as ServerLoadContext) : null;
}

/**
 * Route handle: rendered on the server; which source modules its first view needs (preloaded);
 * and which <head> it has (./heads.ts: the server writes it, the browser sets document.title).
 */
export type PageHandle = { ssr?: true; modules?: string[]; head?: HeadKey };

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
  | { kind: 'redirect'; status: number; location: string }
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
