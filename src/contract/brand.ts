// The brand's colours, once: the web app's Mantine theme (src/web/ui/theme.ts) and the pages the
// server writes itself (src/server/http/html-page.ts) both read them. No imports: the worker,
// the server and the landing page's bundle can all take it.

/** A warm Ethiopian green, from light to dark (Mantine's ten shades; the brand is shade 8). */
export const BIRR_GREENS = [
  '#e8f8ee', '#d3eedd', '#a6dcba', '#76ca95', '#4fba76', '#37b063', '#28a958', '#1a9448', '#0d843e', '#007231',
] as const;

/** The brand green: buttons, the header, an amount. */
export const BRAND_GREEN = BIRR_GREENS[8];
