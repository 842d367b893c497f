// Mantine, for the parts of the app that load after the first view: lazy pages, menus, modals,
// toasts and the install banner. The shell every page starts with (navbar, footer, the landing
// page, campaign cards) is plain elements and CSS modules (ui.module.css), so a first visit does
// not download and hydrate Mantine's provider and style system (about 20 KB gzipped).
//
// Each such part renders inside its own <Mantine>. What MantineProvider would add at run time is
// static here: the theme's CSS variables and Mantine's global classes are generated from theme.ts
// at build time (the `birr-mantine-theme-css` plugin in vite.config.ts) into the stylesheet, and
// the app is light only (index.html sets data-mantine-color-scheme="light"). So <Mantine> is
// MantineProvider's two contexts alone, the same values it would give them, without the code
// that injects CSS and follows the colour scheme (another ~4 KB gzipped on every public page).
import './mantine-styles';
import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { theme } from './theme';

const noop = () => {};

const context: NonNullable<ComponentProps<typeof MantineContext>['value']> = {
  colorScheme: 'light',
  setColorScheme: noop,
  clearColorScheme: noop,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

export function Mantine({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
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
