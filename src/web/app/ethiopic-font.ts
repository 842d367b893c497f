// Our Noto Sans Ethiopic (@fontsource, self-hosted woff2, one weight: bold is the browser's bold of
// it), for Amharic pages, added once the page has loaded (main.tsx): the first paint uses the
// phone's own Noto Sans Ethiopic or the system's Ethiopic font (Android, iOS, Windows and macOS
// all have one), so the 75 KB never delay it (issue 29); then the text swaps to ours. Only
// Ethiopic characters use it (unicode-range); Latin stays in the system font. A phone that has
// Noto Sans Ethiopic itself (Android) adds nothing: the theme's font stack already names that font,
// so the page is drawn in it from the first paint, and adding ours would only make the browser lay
// out every Ethiopic line again in the same letters (a long task on a phone, issue 29).
import fontUrl from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-400-normal.woff2?url';

export const ETHIOPIC_RANGE = 'U+1200-1399, U+2D80-2DDE, U+AB01-AB2E';

const LOCAL = "local('Noto Sans Ethiopic'), local('NotoSansEthiopic-Regular')";

export async function loadEthiopicFont() {
  if (!('fonts' in document) || typeof FontFace === 'undefined') return;
  // A face with only local sources loads if the device has the font, and fails at once if not.
  const own = await new FontFace('Birr Ethiopic probe', LOCAL).load().then(
    () => true,
    () => false,
  );
  if (own) return;
  const face = new FontFace(
    'Birr Ethiopic',
    `${LOCAL}, url(${fontUrl}) format('woff2')`,
    { unicodeRange: ETHIOPIC_RANGE, display: 'swap' },
  );
  document.fonts.add(face);
  void face.load().catch(() => undefined);
}
