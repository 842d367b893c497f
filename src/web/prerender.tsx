import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { HomeFrame } from './app/HomeLayout';
import { theme } from './app/theme';
import { LandingPage } from './features/landing/LandingPage';

/**
 * The landing page as a guest first sees it (featured campaigns still loading), rendered at build
 * time into index.html: on a slow network the hero paints as soon as the HTML and CSS arrive,
 * instead of after ~145 KB of JavaScript. The app then renders over it (scripts/prerender.mjs).
 */
export function renderLanding(): string {
  return renderToString(
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location="/">
          <HomeFrame>
            <LandingPage />
          </HomeFrame>
        </StaticRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
