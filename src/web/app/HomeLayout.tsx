import type { ReactNode } from 'react';
import { deferred } from '../ui/deferred';
// The footer's stylesheet is in the first view's, so the server-rendered footer is styled at once.
import './Footer.module.css';
import { Navbar } from './Navbar';
import { OfflineBanner } from './OfflineBanner';
import { PageOutlet } from './PageBoundary';
import { InstallSlot } from './pwa/InstallSlot';

// Below every page: plain links until its code arrives, after the page has loaded (./deferred.tsx).
const Footer = deferred(() => import('./Footer').then((m) => m.Footer));

/** The home layout's frame: banner, navbar, the page, footer. */
export function HomeFrame({ children }: { children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <OfflineBanner />
      <Navbar />
      <main style={{ flex: 1 }}>{children}</main>
      <Footer />
      <InstallSlot />
    </div>
  );
}

export function HomeLayout() {
  return (
    <HomeFrame>
      <PageOutlet />
    </HomeFrame>
  );
}
