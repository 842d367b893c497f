// The one route tree of the app, shared by the browser (src/web/main.tsx, via ./router.tsx) and the
// server's renderer (src/server/ssr/*). Add new routes HERE.
import type { RouteObject } from 'react-router';
import { listQueryParams, readParams } from '../features/campaigns/list-params';
import { campaignQuery, campaignsQuery, donationsQuery } from '../features/campaigns/queries';
import { LandingPage } from '../features/landing/LandingPage';
import { queryClient } from '../lib/query-persist';
import { AuthLayout } from './AuthLayout';
import { ErrorPage } from './ErrorPage';
import { HomeLayout } from './HomeLayout';
import { ProtectedRoute } from './guards/ProtectedRoute';
import { PublicRoute } from './guards/PublicRoute';

const PageLoader = () => <div style={{ minHeight: '60vh' }} aria-busy="true" aria-label="Loading" />;

// Loaders start a page's data requests while its chunk downloads (they never wait on them:
// the page shows its own loading state), so a first visit does not fetch code, then data.
const prefetchList = (url: string) => {
  void queryClient.prefetchQuery(campaignsQuery(listQueryParams(readParams(new URL(url).searchParams))));
  return null;
};
const prefetchCampaign = (id?: string) => {
  if (id) {
    void queryClient.prefetchQuery(campaignQuery(id));
    void queryClient.prefetchQuery(donationsQuery(id));
  }
  return null;
};

// Every other page is its own chunk: `lazy` resolves the route's Component on first visit.
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
          { index: true, Component: LandingPage },
          {
            path: 'campaigns',
            loader: ({ request }) => prefetchList(request.url),
            lazy: async () => ({ Component: (await import('../features/campaigns/OpenCampaignsPage')).OpenCampaignsPage }),
          },
          {
            path: 'campaign/confirmation',
            lazy: async () => ({
              Component: (await import('../features/create-campaign/ConfirmationPage')).ConfirmationPage,
            }),
          },
          {
            path: 'campaign/:id',
            loader: ({ params }) => prefetchCampaign(params.id),
            lazy: async () => ({ Component: (await import('../features/campaigns/CampaignDetailPage')).CampaignDetailPage }),
          },
          {
            // The payment provider's return URL: the donor's receipt, honest about pending and failed payments.
            path: 'donation/thank-you',
            lazy: async () => ({ Component: (await import('../features/donations/ThankYouPage')).ThankYouPage }),
          },
          {
            element: <ProtectedRoute />,
            children: [
              {
                path: 'campaign/create',
                lazy: async () => ({
                  Component: (await import('../features/create-campaign/CampaignTypePage')).CampaignTypePage,
                }),
              },
              {
                path: 'campaign/create/:type',
                lazy: async () => {
                  const m = await import('../features/create-campaign/WizardPage');
                  return { Component: m.WizardPage, loader: m.wizardLoader };
                },
              },
              {
                // Reviewers only (role ADMIN); anyone else gets a 403 page.
                path: 'admin/review',
                lazy: async () => ({ Component: (await import('../features/review/ReviewRoute')).ReviewRoute }),
              },
            ],
          },
          // Linked from the campaign type page and the footer (the spec names them, not their content).
          { path: 'contact', lazy: async () => ({ Component: (await import('../features/info/ContactPage')).ContactPage }) },
          { path: 'terms', lazy: async () => ({ Component: (await import('../features/info/TermsPage')).TermsPage }) },
          { path: 'privacy', lazy: async () => ({ Component: (await import('../features/info/PrivacyPage')).PrivacyPage }) },
          {
            // Route matching is case-insensitive, so /Profile lands here too.
            path: 'profile',
            lazy: async () => ({ Component: (await import('../features/profile/ProfilePage')).ProfilePage }),
          },
          {
            path: '*',
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
    element: <AuthLayout />,
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
          { path: 'signin', lazy: async () => ({ Component: (await import('../features/auth/SignInPage')).SignInPage }) },
          { path: 'signup', lazy: async () => ({ Component: (await import('../features/auth/SignUpPage')).SignUpPage }) },
          { path: 'verify', lazy: async () => ({ Component: (await import('../features/auth/VerifyPage')).VerifyPage }) },
          {
            path: 'forgot-password',
            lazy: async () => ({ Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage }),
          },
          {
            path: 'reset-password/:token',
            lazy: async () => ({ Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage }),
          },
        ],
      },
    ],
  },
];
