// The boot script of a server-rendered page: inlined into it (with the CSP nonce) by the server,
// compiled from this file at build (scripts/boot-script.ts). It runs before the app's code, which
// it asks for; nothing here may import anything: the build takes this one function as it is.
//
// A rendered page paints from its HTML and CSS alone; its JavaScript (the entry, and the route's
// chunks beside it) is asked for once the page has loaded and been drawn, so on a slow network
// those ~150 KB do not compete with the stylesheet and the largest picture for the first paint.
// Links work meanwhile; the app hydrates when its code arrives. A first visit's whole stylesheets
// come first, then the entry, and the chunks follow it as modulepreloads, a few per task (each
// request costs the main thread a little, and a dozen in one task made one of the longest tasks
// after the first paint on a phone). The chunks are still asked for well before the entry arrives
// and names them.
import type { BootSettings } from '#contract/pages';

export default function boot({ entry, chunks, perTask, warmCss, speculation }: BootSettings) {
  // This browser runs scripts: the campaign page's plain donation form (for browsers without the
  // app: ../features/campaigns/DonateFormNoScript.tsx) stays hidden from the first paint, and the
  // Donate buttons open the app's form. Should the app's code fail to load, the form shows again.
  const root = document.documentElement;
  root.setAttribute('data-js', '');
  // Links to campaign pages are prefetched on interest (the server wrote the rules, none under
  // Save-Data), unless this device's connection is slow or saving data: added here, with this
  // script's nonce (the CSP governs inline speculation rules as scripts).
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  const slow = !!connection?.saveData || /^(slow-2g|2g|3g)$/.test(connection?.effectiveType ?? '');
  if (speculation && !slow && HTMLScriptElement.supports?.('speculationrules')) {
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
    rules.textContent = speculation;
    document.head.append(rules);
  }
  // A button pressed before the app's code is here would do nothing: the last one pressed is kept
  // (window.birrTap) and pressed again once its page is hydrated (../ui/early-tap.ts). Once
  // hydration has begun, React replays presses itself (window.birrHydrating).
  const w = window as typeof window & { birrTap?: Element; birrHydrating?: boolean; birrPresses?: boolean };
  document.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element | null)?.closest?.('button');
      if (button && !w.birrHydrating) w.birrTap = button;
    },
    true,
  );
  // A press shows at once, before the app's code is here: `data-pressed` while the finger is down
  // (the same as ../ui/press-state.ts, which the app's own pages use).
  if (!w.birrPresses) {
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

  /**
   * The page's stylesheets arrived inline, only the rules its own markup uses (src/server/ssr/
   * critical-css.ts): each whole file is now linked just before its inline part, so whatever the
   * app draws later (a dialog, another page, a state) is styled, in the same cascade order, and
   * Vite's preloader sees the route's stylesheet on the page. Once all have loaded, the cookie says
   * the next page may link them from the cache.
   */
  const link = (head: HTMLElement, css: NonNullable<BootSettings['warmCss']>) =>
    Promise.all(
      css.files.map(
        (href) =>
          new Promise<void>((resolve, reject) => {
            const el = document.createElement('link');
            el.rel = 'stylesheet';
            el.href = href;
            el.onload = () => resolve();
            el.onerror = reject;
            const inline = head.querySelector(`style[data-href="${href}"]`);
            if (inline) inline.before(el);
            else head.append(el);
          }),
      ),
    ).then(
      () => {
        document.cookie = css.cookie;
      },
      () => {},
    );

  addEventListener(
    'load',
    () => {
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        const head = document.head;
        // The whole stylesheets first: smaller than the code, and applied before it draws anything new.
        if (warmCss) void link(head, warmCss);
        const left = [...chunks];
        const script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = entry;
        script.onerror = () => root.removeAttribute('data-js');
        head.append(script);
        const next = () =>
          setTimeout(() => {
            for (const href of left.splice(0, perTask)) {
              const link = document.createElement('link');
              link.rel = 'modulepreload';
              link.crossOrigin = '';
              link.href = href;
              head.append(link);
            }
            if (left.length) next();
          });
        next();
      };
      // After the next frame: when everything has arrived before the first paint (a fast network,
      // a cached page), the app's code still waits for the page to be drawn. A hidden tab draws
      // no frames: the timer starts it there.
      requestAnimationFrame(() => setTimeout(start));
      setTimeout(start, 1000);
    },
    { once: true },
  );
}
