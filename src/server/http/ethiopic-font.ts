import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const found = new Map<string, { files: string[]; css: string }>();
const RANGE = 'U+1200-1399, U+2D80-2DDE, U+AB01-AB2E';

/**
 * @font-face rules for the server's own small pages (sandbox checkout, receipt, unsubscribe): the
 * web build's self-hosted Noto Sans Ethiopic (dist/web/assets, served by the static handler), declared
 * as src/web/global.css declares it — the phone's own font first, ours only for Ethiopic glyphs.
 * Empty without a web build (the pages then use the device's fonts).
 */
export function ethiopicFontCss(webDist: string): string {
  const cached = found.get(webDist);
  if (cached && cached.files.every((f) => existsSync(path.join(webDist, 'assets', f)))) return cached.css;
  let names: string[] = [];
  try {
    names = readdirSync(path.join(webDist, 'assets'));
  } catch {
    // No web build here.
  }
  const file = (weight: number) => names.find((f) => f.startsWith(`noto-sans-ethiopic-ethiopic-${weight}-normal-`) && f.endsWith('.woff2'));
  const faces: Array<[string, string, string | undefined]> = [
    ['400', "local('Noto Sans Ethiopic'), local('NotoSansEthiopic-Regular')", file(400)],
  ];
  const present = faces.filter((f): f is [string, string, string] => Boolean(f[2]));
  const css = present
    .map(
      ([weight, local, f]) =>
        `@font-face{font-family:'Birr Ethiopic';font-style:normal;font-weight:${weight};font-display:optional;src:${local},url('/assets/${f}') format('woff2');unicode-range:${RANGE}}`,
    )
    .join('\n');
  found.set(webDist, { files: present.map((f) => f[2]), css });
  return css;
}

/** The font stack of those pages, as the web app's (src/web/ui/fonts.ts): Ethiopic from the face above (its unicode-range lets Latin fall through), the rest the system's. */
export const PAGE_FONT_STACK = `"Birr Ethiopic",system-ui,"Noto Sans Ethiopic",sans-serif`;

