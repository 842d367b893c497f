import './app/mantine-styles';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/Providers';
import { router } from './app/router';
import { registerServiceWorker } from './app/register-sw';
import { startQueryPersistence } from './lib/query-persist';
import { watchOutbox } from './features/create-campaign/outbox-watch';

const root = createRoot(document.getElementById('root')!);
// Render the first screen synchronously, so it is on the page by the time the document has loaded.
flushSync(() =>
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);

// The prerendered landing page is static until here; tests wait for this mark before interacting.
document.documentElement.dataset.app = 'ready';
startQueryPersistence();
// Campaigns submitted offline go out at start and when the network returns (the sender loads only if one waits).
watchOutbox();
if (import.meta.env.PROD) registerServiceWorker();
