// What the server and its page renderer (src/web/entry-server.tsx, built into dist/ssr/entry.js)
// say to each other: the server imports no web file, it loads the built renderer at run time and
// knows it by these types alone.
import type { UpdateList } from './updates';
import type { WordsList } from './words';
import type { Ledger } from './ledger';
import type { Campaign, CampaignList, CampaignListParams } from './campaign';
import type { DonationOptions, DonationReceipt, PublicDonation } from './donation';
import type { Team } from './teams';
import type { DirectChargeOptions } from './direct-charge';
import type { DonateFormState } from './donate-form';
import type { Locale } from '#i18n/locale';

export const SITE_NAME = 'Birr';

/** <meta name> of the configured public origin (PUBLIC_URL) the server puts in every page (src/web/features/campaigns/media.ts reads it). */
export const PUBLIC_ORIGIN_META = 'birr:public-origin';

/** A page's <head> facts; the server writes them as tags (src/server/ssr/seo.ts). */
export type PageHead = {
  title: string;
  description: string;
  /** Path (and query) of the canonical URL, without its language (the server adds `lang`). */
  canonical?: string;
  noindex?: boolean;
  /** Link previews (Open Graph / Twitter) on campaign pages. */
  preview?: { title: string; description: string; image?: string; imageAlt?: string };
};

/**
 * Where the server reads a page's data when it renders it (src/server/ssr/pages.ts): the service
 * layer itself, no HTTP hop to itself.
 */
export type PageDataSource = {
  campaigns(params: CampaignListParams): Promise<CampaignList>;
  /** null when the campaign does not exist or is not public; 'under-review' when suspended. */
  campaign(id: string): Promise<Campaign | null | 'under-review'>;
  donations(campaignId: string): Promise<PublicDonation[]>;
  /** The first page of a public campaign's updates and words of support. */
  updates(campaignId: string, limit: number): Promise<UpdateList>;
  words(campaignId: string, limit: number): Promise<WordsList>;
  /** A public campaign's open books (issue 42). */
  ledger(campaignId: string): Promise<Ledger>;
  /** A live team page of a campaign (issue 44); null when there is none. */
  team(campaignId: string, slug: string): Promise<Team | null>;
  /** A public campaign's teams, most raised first: the campaign page's leaderboard (issue 44). */
  teams(campaignId: string): Promise<Team[]>;
  /**
   * How a donation stands, for the thank-you page (whoever holds its reference sees it): a
   * pending one checked with the provider first; null when no donation has this reference.
   */
  receipt(txRef: string): Promise<DonationReceipt['data'] | null>;
  /** What the donation form asks first (the fee, the provider's fields): it comes with the campaign page (issue 43). */
  donationOptions(): DonationOptions['data'];
  /** The wallets paid on Birr's own page (none: the checkout only); with the page too, for the same reason. */
  walletOptions(): DirectChargeOptions['data']['wallets'];
};

/** What the renderer is asked, and answers. */
export type RenderInput = {
  /** Absolute URL of the page asked for. */
  url: string;
  /** The language to render it in. */
  locale: Locale;
  source: PageDataSource;
  /** Absolute URL of a campaign's 1200×630 link-preview image, when it has one. */
  previewImage(c: Campaign): string | undefined;
  /** The plain donation form's values and messages, when the page answers its POST (issue 43). */
  donateForm?: DonateFormState;
  /** The request asked for a light page (Save-Data, a slow connection): pictures on request (issue 47). */
  lite?: boolean;
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
      /**
       * Source modules of the page's lazy routes, as their lazy imports name them (the keys of
       * Vite's build manifest): the server preloads their chunks and stylesheets.
       */
      modules: string[];
    };

/** The boot script's settings (src/web/boot/boot.ts); the server fills them in for each page. */
export type BootSettings = {
  /** The app's entry script. */
  entry: string;
  /** The chunks it will ask for, preloaded a few per task once the page has been drawn. */
  chunks: string[];
  perTask: number;
  /** Stylesheets inlined in this page (their rules it uses): linked whole afterwards, then `cookie` is set. */
  warmCss: { files: string[]; cookie: string } | null;
  /** Speculation Rules (JSON) the page adds unless the connection is slow or saving data; none when the request said so. */
  speculation?: string;
};

/** The renderer's module (dist/ssr/entry.js). */
export type PageRenderer = {
  render(input: RenderInput): Promise<RenderResult>;
  /** The boot script (src/web/boot/boot.ts, compiled at build): a function expression taking BootSettings. */
  bootScript: string;
  /** Addresses crawlers are asked to stay out of (routes flagged `robots: 'disallow'`), for robots.txt. */
  disallowed: string[];
};
