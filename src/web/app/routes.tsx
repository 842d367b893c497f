// The one route tree of the app, shared by the browser (src/web/main.tsx, via ./router.tsx) and the
// server's renderer (src/server/ssr/*). Add new routes HERE.
import { loading as loadingLabel } from '../../i18n/paraglide/messages.js';
import { data, type RouteObject } from 'react-router';
import { UNDER_REVIEW_MSG as UNDER_REVIEW } from '../../contract/under-review';
import { LANDING_FEATURED } from '../../contract/display';
import { listQueryParams, readParams } from '../features/campaigns/list-params';
import { campaignQuery, campaignsQuery, donationsQuery, FIRST_UPDATES, FIRST_WORDS, updatesQuery, wordsQuery } from '../features/campaigns/queries';
import { LandingPage } from '../features/landing/LandingPage';
import { queryClient } from '../lib/query-persist';
import { ErrorPage } from './ErrorPage';
import { ProtectedRoute } from './guards/ProtectedRoute';
import { PublicRoute } from './guards/PublicRoute';
import { HomeLayout } from './HomeLayout';
import { loadWithMantine, mantinePage } from '../ui/lazy-mantine';
import { serverLoadContext, type PageHandle } from './page-data';

const PageLoader = () => <div style={{ minHeight: '60vh' }} aria-busy="true" aria-label={loadingLabel()} />;

// In the browser, loaders start a page's data requests while its chunk downloads (they never
// wait on them: the page shows its own loading state), so a first visit does not fetch code,
// then data. On the server (src/server/ssr) they wait, filling the request's own query cache
// straight from the service layer, so the first HTML carries the page's data.
type LoaderArgs = { request: Request; params: Record<string, string | undefined>; context?: unknown };

const loadList = async ({ request, context }: LoaderArgs) => {
  const params = listQueryParams(readParams(new URL(request.url).searchParams));
  const server = serverLoadContext(context);
  if (!server) {
    void queryClient.prefetchQuery(campaignsQuery(params));
    return null;
  }
  await server.queryClient.prefetchQuery({ ...campaignsQuery(params), queryFn: () => server.source.campaigns(params) });
  return null;
};

// The landing page fetches its featured campaigns itself in the browser; the server fills them in.
const loadFeatured = async ({ context }: LoaderArgs) => {
  const server = serverLoadContext(context);
  if (server) {
    const params = { page: 1, limit: LANDING_FEATURED };
    await server.queryClient.prefetchQuery({ ...campaignsQuery(params), queryFn: () => server.source.campaigns(params) });
  }
  return null;
};

const loadCampaign = async ({ params, context }: LoaderArgs) => {
  const id = params.id;
  const server = serverLoadContext(context);
  if (!id) return null;
  if (!server) {
    // Opening a campaign always asks for its current numbers (a cheap 304 when nothing changed):
    // a copy restored from the device, or one from before a donation, must not stand in for them.
    void queryClient.prefetchQuery({ ...campaignQuery(id), staleTime: 0 });
    void queryClient.prefetchQuery({ ...donationsQuery(id), staleTime: 0 });
    void queryClient.prefetchQuery({ ...updatesQuery(id), staleTime: 0 });
    void queryClient.prefetchQuery({ ...wordsQuery(id), staleTime: 0 });
    return null;
  }
  const campaign = await server.source.campaign(id);
  // An unknown or non-public campaign: a real 404 (the page's own error view, noindex); a
  // suspended one says it is under review, and nothing else about it.
  if (campaign === 'under-review') throw data(UNDER_REVIEW, { status: 404, statusText: UNDER_REVIEW });
  if (!campaign) throw data('Campaign not found', { status: 404, statusText: 'Campaign not found' });
  server.queryClient.setQueryData(campaignQuery(id).queryKey, campaign);
  const updates = updatesQuery(id);
  const words = wordsQuery(id);
  await Promise.all([
    server.queryClient.prefetchQuery({ ...donationsQuery(id), queryFn: () => server.source.donations(id) }),
    server.queryClient.prefetchQuery({ ...updates, queryFn: () => server.source.updates(id, FIRST_UPDATES) }),
    server.queryClient.prefetchQuery({ ...words, queryFn: () => server.source.words(id, FIRST_WORDS) }),
  ]);
  return null;
};

const SSR_LIST: PageHandle = {
  ssr: true,
  head: 'list',
  modules: ['src/web/features/campaigns/OpenCampaignsPage.tsx', 'src/web/ui/mantine.tsx'],
};
const SSR_CAMPAIGN: PageHandle = {
  ssr: true,
  head: 'campaign',
  modules: ['src/web/features/campaigns/CampaignDetailPage.tsx', 'src/web/ui/mantine.tsx'],
};

// Every other page is its own chunk: `lazy` resolves the route's Component on first visit, with
// Mantine (its pages are drawn with it; the landing page and the app's frame are not: ./mantine.tsx).
export const routes: RouteObject[] = [
  {
    element: <HomeLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // Errors inside a page render within the layout, keeping the navbar.
        errorElement: <ErrorPage />,
        children: [
          // The landing page ships with the entry: the first visit paints without waiting for a second chunk.
          { index: true, Component: LandingPage, loader: loadFeatured, handle: { ssr: true, head: 'landing' } satisfies PageHandle },
          {
            path: 'campaigns',
            loader: loadList,
            handle: SSR_LIST,
            lazy: mantinePage(() => import('../features/campaigns/OpenCampaignsPage').then((m) => m.OpenCampaignsPage)),
          },
          {
            path: 'campaign/confirmation',
            handle: { head: 'confirmation' } satisfies PageHandle,
            lazy: mantinePage(() => import('../features/create-campaign/ConfirmationPage').then((m) => m.ConfirmationPage)),
          },
          {
            path: 'campaign/:id',
            loader: loadCampaign,
            handle: SSR_CAMPAIGN,
            lazy: async () => {
              const [m, withMantine] = await loadWithMantine(() => import('../features/campaigns/CampaignDetailPage'));
              return { Component: withMantine(m.CampaignDetailPage), ErrorBoundary: withMantine(m.CampaignErrorPage) };
            },
          },
          {
            // A printable poster with a QR code of the campaign's address (issue 26); qrcode loads here only.
            path: 'campaign/:id/poster',
            handle: { head: 'poster' } satisfies PageHandle,
            lazy: mantinePage(() => import('../features/campaigns/PosterPage').then((m) => m.PosterPage)),
          },
          {
            // The payment provider's return URL: the donor's receipt, honest about pending and failed payments.
            path: 'donation/thank-you',
            handle: { head: 'thankYou' } satisfies PageHandle,
            lazy: mantinePage(() => import('../features/donations/ThankYouPage').then((m) => m.ThankYouPage)),
          },
          {
            element: <ProtectedRoute />,
            children: [
              {
                path: 'campaign/create',
                handle: { head: 'create' } satisfies PageHandle,
                lazy: mantinePage(() => import('../features/create-campaign/CampaignTypePage').then((m) => m.CampaignTypePage)),
              },
              {
                path: 'campaign/create/:type',
                handle: { head: 'create' } satisfies PageHandle,
                lazy: async () => {
                  const [m, withMantine] = await loadWithMantine(() => import('../features/create-campaign/WizardPage'));
                  return { Component: withMantine(m.WizardPage), loader: m.wizardLoader };
                },
              },
              {
                // The organiser's page for one campaign (issue 26); the server says who may see it.
                path: 'campaign/:id/manage',
                handle: { head: 'manage' } satisfies PageHandle,
                lazy: mantinePage(() => import('../features/manage/ManagePage').then((m) => m.ManagePage)),
              },
              {
                // Reviewers only (role ADMIN); anyone else gets a 403 page.
                path: 'admin/review',
                handle: { head: 'review' } satisfies PageHandle,
                lazy: mantinePage(() => import('../features/review/ReviewRoute').then((m) => m.ReviewRoute)),
              },
            ],
          },
          // Linked from the campaign type page and the footer (the spec names them, not their content).
          { path: 'contact', handle: { head: 'contact' } satisfies PageHandle, lazy: mantinePage(() => import('../features/info/ContactPage').then((m) => m.ContactPage)) },
          { path: 'terms', handle: { head: 'terms' } satisfies PageHandle, lazy: mantinePage(() => import('../features/info/TermsPage').then((m) => m.TermsPage)) },
          { path: 'privacy', handle: { head: 'privacy' } satisfies PageHandle, lazy: mantinePage(() => import('../features/info/PrivacyPage').then((m) => m.PrivacyPage)) },
          {
            // Route matching is case-insensitive, so /Profile lands here too.
            path: 'profile',
            handle: { head: 'profile' } satisfies PageHandle,
            lazy: mantinePage(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage)),
          },
          {
            path: '*',
            handle: { ssr: true } satisfies PageHandle,
            loader: () => {
              throw new Response('Page not found', { status: 404, statusText: 'Page not found' });
            },
            Component: () => null,
          },
        ],
      },
    ],
  },
  {
    path: 'auth',
    // Sign-in and the rest are drawn in the browser: their frame loads with them.
    lazy: async () => ({ Component: (await import('./AuthLayout')).AuthLayout }),
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // Not behind the public guard: it is where a Google sign-in lands, session or not.
        path: 'google/complete',
        lazy: async () => ({
          loader: (await import('../features/auth/google-complete')).googleCompleteLoader,
          Component: () => null,
        }),
      },
      {
        element: <PublicRoute />,
        children: [
          { path: 'signin', handle: { head: 'signIn' } satisfies PageHandle, lazy: mantinePage(() => import('../features/auth/SignInPage').then((m) => m.SignInPage)) },
          { path: 'signup', handle: { head: 'signUp' } satisfies PageHandle, lazy: mantinePage(() => import('../features/auth/SignUpPage').then((m) => m.SignUpPage)) },
          { path: 'verify', handle: { head: 'verify' } satisfies PageHandle, lazy: mantinePage(() => import('../features/auth/VerifyPage').then((m) => m.VerifyPage)) },
          {
            path: 'forgot-password',
            handle: { head: 'forgotPassword' } satisfies PageHandle,
            lazy: mantinePage(() => import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
          },
          {
            path: 'reset-password/:token',
            handle: { head: 'resetPassword' } satisfies PageHandle,
            lazy: mantinePage(() => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
          },
        ],
      },
    ],
  },
];
