/**
 * A pressed button or link shows it at once (issue 43): `data-pressed` from the finger's first
 * touch until it lifts, styled with `:active` (ui.module.css, global.css). CSS alone is not
 * enough on a phone: iOS Safari draws `:active` only for elements with touch listeners, and
 * Chrome waits to see whether a touch is a scroll. One listener on the document, so it holds for
 * every button, Mantine's included, whatever code has or has not arrived. A server-rendered page's
 * boot script sets the same listener before the app's code is here (../boot/boot.ts); this one is
 * for the pages the browser renders itself.
 */
export function watchPresses() {
  const w = window as typeof window & { birrPresses?: boolean };
  if (w.birrPresses) return;
  w.birrPresses = true;
  let pressed: Element | null = null;
  const release = () => {
    pressed?.removeAttribute('data-pressed');
    pressed = null;
  };
  document.addEventListener(
    'pointerdown',
    (e) => {
      release();
      if (e.button !== 0) return;
      pressed = (e.target as Element | null)?.closest?.('button:not(:disabled), a[href], [role="button"]') ?? null;
      pressed?.setAttribute('data-pressed', '');
    },
    { capture: true, passive: true },
  );
  for (const type of ['pointerup', 'pointercancel', 'dragstart']) document.addEventListener(type, release, { capture: true, passive: true });
}
