// Each route's <head>: its handle names one of these (routes.tsx, `handle.head`). The server
// renderer writes it into the page (entry-server.tsx); in the browser, DocumentTitle.tsx loads this
// module after the first view and keeps document.title current on every navigation.
import type { QueryClient } from '@tanstack/react-query';
import type { Campaign } from '#contract/campaign';
import { m } from '#i18n/paraglide/messages.js';
import { readParams } from '../features/campaigns/list-params';
import { campaignQuery } from '../features/campaigns/queries';
import { campaignHead, landingHead, listHead, SITE_NAME, type PageHead } from './head';
import type { HeadKey } from './page-data';

export type HeadContext = {
  url: URL;
  params: Record<string, string | undefined>;
  queryClient: QueryClient;
  /** On the server: a campaign's link-preview image. */
  previewImage?: (c: Campaign) => string | undefined;
};

/** A page known by its name alone; not for search engines (signed-in pages, forms). */
const titled = (title: string): PageHead => ({ title: `${title} — ${SITE_NAME}`, description: m.head_default_description(), noindex: true });

export const HEADS = {
  landing: () => landingHead(),
  list: (ctx: HeadContext) => listHead(readParams(ctx.url.searchParams)),
  campaign: (ctx: HeadContext): PageHead | null => {
    const c = ctx.params.id ? ctx.queryClient.getQueryData(campaignQuery(ctx.params.id).queryKey) : undefined;
    return c ? campaignHead(c, ctx.previewImage?.(c)) : null;
  },
  signIn: () => titled(m.title_sign_in()),
  signUp: () => titled(m.title_sign_up()),
  verify: () => titled(m.title_verify()),
  forgotPassword: () => titled(m.title_forgot_password()),
  resetPassword: () => titled(m.title_reset_password()),
  create: () => titled(m.title_create()),
  confirmation: () => titled(m.title_confirmation()),
  manage: () => titled(m.title_manage()),
  poster: () => titled(m.title_poster()),
  thankYou: () => titled(m.title_thank_you()),
  review: () => titled(m.title_review()),
  profile: () => titled(m.title_profile()),
  contact: () => titled(m.title_contact()),
  terms: () => titled(m.title_terms()),
  privacy: () => titled(m.title_privacy()),
} satisfies Record<HeadKey, (ctx: HeadContext) => PageHead | null>;

/** The head of the deepest route that names one; null when it cannot be told yet (data not loaded). */
export const headFor = (key: HeadKey | undefined, ctx: HeadContext): PageHead | null => (key ? HEADS[key](ctx) : null);
