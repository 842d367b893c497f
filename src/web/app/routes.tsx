// The one route tree of the app, shared by the browser (src/web/main.tsx, through ./App.tsx) and
// the server's renderer (src/web/entry-server.tsx). Add new routes HERE.
//
// React Router in its declarative form (useRoutes over this tree): what its data router adds —
// loaders, lazy routes, error elements, scroll restoration — is done here in a few lines
// (handles' `load`, ../ui/lazy-page.tsx, ./PageBoundary.tsx, ./ScrollRestoration.tsx), and the
// first view of every page downloads ~17 KB (gzipped) less JavaScript for it.
import { matchRoutes, type Location, type RouteObject } from 'react-router';
import { LANDING_FEATURED } from '#contract/display';
import { listQueryParams, readParams } from '../features/campaigns/list-params';
import { campaignQuery, campaignsQuery, donationsQuery, FIRST_UPDATES, FIRST_WORDS, updatesQuery, wordsQuery } from '../features/campaigns/queries';
import { LandingPage } from '../features/landing/LandingPage';
import { PageError } from '../lib/page-error';
import { queryClient } from '../lib/query-persist';
import { ErrorPage } from '../ui/ErrorPage';
import { lazyPage, mantinePage } from '../ui/lazy-page';
import { ProtectedRoute } from './guards/ProtectedRoute';
import { PublicRoute } from './guards/PublicRoute';
import { HomeLayout } from './HomeLayout';
import type { PageHandle, PageLoad } from './page-data';

const loadList: PageLoad = async ({ url, server }) => {
  const params = listQueryParams(readParams(url.searchParams));
  if (!server) return void queryClient.prefetchQuery(campaignsQuery(params));
  await server.queryClient.prefetchQuery({ ...campaignsQuery(params), queryFn: () => server.source.campaigns(params) });
};

// The landing page fetches its featured campaigns itself in the browser; the server fills them in.
const loadFeatured: PageLoad = async ({ server }) => {
  if (!server) return;
  const params = { page: 1, limit: LANDING_FEATURED };
  await server.queryClient.prefetchQuery({ ...campaignsQuery(params), queryFn: () => server.source.campaigns(params) });
};

const loadCampaign: PageLoad = async ({ params, server }) => {
  const id = params.id;
  if (!id) return;
  if (!server) {
    // Opening a campaign always asks for its current numbers (a cheap 304 when nothing changed):
    // a copy restored from the device, or one from before a donation, must not stand in for them.
    void queryClient.prefetchQuery({ ...campaignQuery(id), staleTime: 0 });
    void queryClient.prefetchQuery({ ...donationsQuery(id), staleTime: 0 });
    void queryClient.prefetchQuery({ ...updatesQuery(id), staleTime: 0 });
    void queryClient.prefetchQuery({ ...wordsQuery(id), staleTime: 0 });
    return;
  }
  const campaign = await server.source.campaign(id);
  // An unknown or non-public campaign: a real 404 (the page's own error view, noindex); a
  // suspended one says it is under review, and nothing else about it.
  if (campaign === 'under-review') throw new PageError(404, 'This campaign is under review', 'CAMPAIGN_UNDER_REVIEW');
  if (!campaign) throw new PageError(404, 'Campaign not found', 'CAMPAIGN_NOT_FOUND');
  server.queryClient.setQueryData(campaignQuery(id).queryKey, campaign);
  const updates = updatesQuery(id);
  const words = wordsQuery(id);
  await Promise.all([
    server.queryClient.prefetchQuery({ ...donationsQuery(id), queryFn: () => server.source.donations(id) }),
    server.queryClient.prefetchQuery({ ...updates, queryFn: () => server.source.updates(id, FIRST_UPDATES) }),
    server.queryClient.prefetchQuery({ ...words, queryFn: () => server.source.words(id, FIRST_WORDS) }),
  ]);
};

const SSR_LIST: PageHandle = {
  ssr: true,
  load: loadList,
  head: 'list',
  modules: ['src/web/features/campaigns/OpenCampaignsPage.tsx'],
};
const SSR_CAMPAIGN: PageHandle = {
  ssr: true,
  load: loadCampaign,
  ownErrorView: true,
  head: 'campaign',
  modules: ['src/web/features/campaigns/CampaignDetailPage.tsx'],
};

// Every other page is its own chunk, loaded on first visit with Mantine (its pages are drawn with
// it; the landing page and the app's frame are not: ../ui/mantine.tsx).
export const routes: RouteObject[] = [
  {
    // Errors inside a page render within the layout, keeping the navbar (./PageBoundary.tsx).
    element: <HomeLayout />,
    children: [
      {
        children: [
          // The landing page ships with the entry: the first visit paints without waiting for a second chunk.
          { index: true, Component: LandingPage, handle: { ssr: true, head: 'landing', load: loadFeatured } satisfies PageHandle },
          {
            path: 'campaigns',
            handle: SSR_LIST,
            Component: lazyPage(() => import('../features/campaigns/OpenCampaignsPage').then((m) => m.OpenCampaignsPage)),
          },
          {
            path: 'campaign/confirmation',
            handle: { head: 'confirmation' } satisfies PageHandle,
            Component: mantinePage(() => import('../features/create-campaign/ConfirmationPage').then((m) => m.ConfirmationPage)),
          },
          {
            path: 'campaign/:id',
            handle: SSR_CAMPAIGN,
            // Drawn without Mantine (its overlays load it when opened): the page people share.
            Component: lazyPage(() => import('../features/campaigns/CampaignDetailPage').then((m) => m.CampaignRoute)),
          },
          {
            // A printable poster with a QR code of the campaign's address (issue 26); qrcode loads here only.
            path: 'campaign/:id/poster',
            handle: { head: 'poster' } satisfies PageHandle,
            Component: mantinePage(() => import('../features/campaigns/PosterPage').then((m) => m.PosterPage)),
          },
          {
            // The payment provider's return URL: the donor's receipt, honest about pending and failed payments.
            path: 'donation/thank-you',
            handle: { head: 'thankYou' } satisfies PageHandle,
            Component: mantinePage(() => import('../features/donations/ThankYouPage').then((m) => m.ThankYouPage)),
          },
          {
            element: <ProtectedRoute />,
            children: [
              {
                path: 'campaign/create',
                handle: { head: 'create' } satisfies PageHandle,
                Component: mantinePage(() => import('../features/create-campaign/CampaignTypePage').then((m) => m.CampaignTypePage)),
              },
              {
                path: 'campaign/create/:type',
                handle: { head: 'create' } satisfies PageHandle,
                Component: mantinePage(() => import('../features/create-campaign/WizardPage').then((m) => m.WizardPage)),
              },
              {
                // The organiser's page for one campaign (issue 26); the server says who may see it.
                path: 'campaign/:id/manage',
                handle: { head: 'manage' } satisfies PageHandle,
                Component: mantinePage(() => import('./ManagePage').then((m) => m.ManagePage)),
              },
              {
                // Reviewers only (role ADMIN); anyone else gets a 403 page.
                path: 'admin/review',
                handle: { head: 'review' } satisfies PageHandle,
                Component: mantinePage(() => import('./ReviewRoute').then((m) => m.ReviewRoute)),
              },
            ],
          },
          // Linked from the campaign type page and the footer (the spec names them, not their content).
          { path: 'contact', handle: { head: 'contact' } satisfies PageHandle, Component: mantinePage(() => import('../features/info/ContactPage').then((m) => m.ContactPage)) },
          { path: 'terms', handle: { head: 'terms' } satisfies PageHandle, Component: mantinePage(() => import('../features/info/TermsPage').then((m) => m.TermsPage)) },
          { path: 'privacy', handle: { head: 'privacy' } satisfies PageHandle, Component: mantinePage(() => import('../features/info/PrivacyPage').then((m) => m.PrivacyPage)) },
          {
            // Route matching is case-insensitive, so /Profile lands here too.
            path: 'profile',
            handle: { head: 'profile' } satisfies PageHandle,
            Component: mantinePage(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage)),
          },
          {
            path: '*',
            handle: { ssr: true, notFound: true } satisfies PageHandle,
            element: <ErrorPage notFound />,
          },
        ],
      },
    ],
  },
  {
    path: 'auth',
    // Sign-in and the rest are drawn in the browser: their frame loads with them.
    Component: lazyPage(() => import('./AuthLayout').then((m) => m.AuthLayout)),
    children: [
      {
        // Not behind the public guard: it is where a Google sign-in lands, session or not.
        path: 'google/complete',
        Component: lazyPage(() => import('../features/auth/google-complete').then((m) => m.GoogleComplete)),
      },
      {
        element: <PublicRoute />,
        children: [
          { path: 'signin', handle: { head: 'signIn' } satisfies PageHandle, Component: mantinePage(() => import('../features/auth/SignInPage').then((m) => m.SignInPage)) },
          { path: 'signup', handle: { head: 'signUp' } satisfies PageHandle, Component: mantinePage(() => import('../features/auth/SignUpPage').then((m) => m.SignUpPage)) },
          { path: 'verify', handle: { head: 'verify' } satisfies PageHandle, Component: mantinePage(() => import('../features/auth/VerifyPage').then((m) => m.VerifyPage)) },
          {
            path: 'forgot-password',
            handle: { head: 'forgotPassword' } satisfies PageHandle,
            Component: mantinePage(() => import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
          },
          {
            path: 'reset-password/:token',
            handle: { head: 'resetPassword' } satisfies PageHandle,
            Component: mantinePage(() => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
          },
        ],
      },
    ],
  },
];

/** The routes a location shows, outermost first (the browser's App, its titles, the server's renderer). */
export const matchesOf = (location: Pick<Location, 'pathname'>) => matchRoutes(routes, location) ?? [];
