// Mantine, for the parts of the app that load after the first view: lazy pages, menus, modals,
// toasts and the install banner. The shell every page starts with (navbar, footer, the landing
// page, campaign cards) is plain elements and CSS modules (ui.module.css), so a first visit does
// not download and hydrate Mantine's provider and style system (about 20 KB gzipped).
//
// Each such part renders inside its own <Mantine>. They share one static stylesheet: the theme's
// CSS variables and Mantine's global classes are generated from theme.ts at build time (the
// `birr-mantine-theme-css` plugin in vite.config.ts), so no provider injects them at run time.
import { MantineProvider, type MantineColorScheme, type MantineColorSchemeManager } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { theme } from './theme';

// The app is light only (index.html sets data-mantine-color-scheme="light"): nothing to remember.
const lightOnly: MantineColorSchemeManager = {
  get: (): MantineColorScheme => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

export function Mantine({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      colorSchemeManager={lightOnly}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}

/** `Component` drawn inside <Mantine> (a route's lazy page, a lazily loaded overlay). */
export function withMantine<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <Mantine>
      <Component {...props} />
    </Mantine>
  );
  Wrapped.displayName = `withMantine(${Component.displayName ?? Component.name})`;
  return Wrapped;
}
