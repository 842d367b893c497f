/**
 * The page's font stack, in every language: the device's UI font for Latin (system-ui is the
 * phone's own font in every browser we serve), then Noto Sans Ethiopic for Ethiopic letters:
 * Android's own, or ours where the device has none (app/ethiopic-font.ts adds ours under that
 * same name once the page has loaded, so the page's styles never change: only the Ethiopic text
 * is drawn again). iOS, macOS and Windows find their own Ethiopic font by fallback meanwhile.
 *
 * Short on purpose (issue 29): on a device without an Ethiopic font, each family named here is
 * looked up, for every weight of Ethiopic text, inside the first layout, before anything is drawn.
 * Ten names made the Amharic pages' first layout about a third longer than these three.
 */
export const FONT_STACK = 'system-ui, "Noto Sans Ethiopic", sans-serif';

/** The stack's Ethiopic family: the device's, or ours under its name. */
export const ETHIOPIC_FAMILY = 'Noto Sans Ethiopic';
