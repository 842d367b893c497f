import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { OfflineBanner } from './OfflineBanner';
import { InstallSlot } from './pwa/InstallSlot';

/** The home layout's frame, shared with the build-time render of the landing page (prerender.tsx). */
export function HomeFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <OfflineBanner />
      <Navbar />
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <Footer />
      <InstallSlot />
    </Box>
  );
}

export function HomeLayout() {
  return (
    <>
      <HomeFrame>
        <Outlet />
      </HomeFrame>
      <ScrollRestoration />
    </>
  );
}
