/**
 * The page's font stack at its first paint, in every language: the device's UI font for Latin
 * (system-ui is the phone's own font in every browser we serve), then the phone's Noto Sans
 * Ethiopic for Ethiopic letters (Android's; iOS, macOS and Windows find their own Ethiopic font by
 * fallback). Short on purpose (issue 29): on a device without the font, each family named here is
 * looked up, for every Ethiopic letter's weight, inside the first layout, before anything is
 * drawn. Ten names made the Amharic pages' first layout about a third longer than this.
 *
 * Our own face ("Birr Ethiopic", app/ethiopic-font.ts) joins the front of the stack only once it
 * has loaded: named before then, it is one more lookup that always fails.
 */
export const FONT_STACK = 'system-ui, "Noto Sans Ethiopic", sans-serif';
