// Our Noto Sans Ethiopic (@fontsource, self-hosted woff2, one weight: bold is the browser's bold of
// it), for Amharic pages, added once the page has loaded (main.tsx): the first paint uses the
// phone's own Noto Sans Ethiopic or the system's Ethiopic font (Android, iOS, Windows and macOS
// all have one), so the 75 KB never delay it (issue 29). Only Ethiopic characters use it
// (unicode-range); Latin stays in the system font. A phone that has Noto Sans Ethiopic itself
// (Android) adds nothing: the font stack (ui/fonts.ts) already names that font, so the page is
// drawn in it from the first paint, and adding ours would only make the browser lay out every
// Ethiopic line again in the same letters (a long task on a phone, issue 29).
import fontUrl from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-400-normal.woff2?url';

export const ETHIOPIC_RANGE = 'U+1200-1399, U+2D80-2DDE, U+AB01-AB2E';

const FAMILY = 'Birr Ethiopic';
const LOCAL = "local('Noto Sans Ethiopic'), local('NotoSansEthiopic-Regular')";

export async function loadEthiopicFont() {
  if (!('fonts' in document) || typeof FontFace === 'undefined') return;
  // A face with only local sources loads if the device has the font, and fails at once if not.
  const own = await new FontFace('Birr Ethiopic probe', LOCAL).load().then(
    () => true,
    () => false,
  );
  if (own) return;
  const face = new FontFace(FAMILY, `${LOCAL}, url(${fontUrl}) format('woff2')`, { unicodeRange: ETHIOPIC_RANGE, display: 'swap' });
  document.fonts.add(face);
  // Named in the page's font stack once its letters are here: the text is laid out again once,
  // in our letters (unnamed before, the first layout does not look it up as a system font).
  if (await face.load().then(() => true, () => false)) drawInOurFace();
}

/**
 * Puts our face into the page's font stack. A new stack changes every element's style, and every
 * Ethiopic line must then be shaped again in our letters: on a phone, a task of 60–120 ms when
 * both are done together in the next frame (issue 29). So the styles are worked out here, in a
 * task of their own, and the browser lays the page out in its next frame, another.
 */
function drawInOurFace() {
  // Our face in front of the stack the page was drawn with (ui/fonts.ts, through the theme's
  // variable). Read here rather than imported: that module lives in the Mantine chunk, which
  // would bring Mantine's code and its 109 KB stylesheet to every Amharic page after load, to
  // be parsed and matched against the whole page (a long task on a phone, issue 29).
  const root = document.documentElement;
  const stack = getComputedStyle(root).getPropertyValue('--mantine-font-family').trim() || 'sans-serif';
  root.style.setProperty('--mantine-font-family', `"${FAMILY}", ${stack}`);
  // Reading a computed style makes the browser work out every element's style now, not in the
  // frame (a property of <body>'s own style: no layout is needed to answer).
  void getComputedStyle(document.body).fontFamily;
}
