// The boot script of a server-rendered page: inlined into it (with the CSP nonce) by the server,
// compiled from this file at build (scripts/boot-script.ts). It runs before the app's code, which
// it asks for; nothing here may import anything: the build takes this one function as it is.
//
// A rendered page paints from its HTML and CSS alone; its JavaScript (the entry, and the route's
// chunks beside it) is asked for once the page has loaded and been drawn, so on a slow network
// those ~150 KB do not compete with the stylesheet and the largest picture for the first paint.
// Links work meanwhile; the app hydrates when its code arrives. The chunks follow the entry as
// modulepreloads, a few per task (each request costs the main thread a little, and a dozen in one
// task made one of the longest tasks after the first paint on a phone), then the stylesheets'
// warming. The chunks are still asked for well before the entry arrives and names them.
import type { BootSettings } from '#contract/pages';

export default function boot({ entry, chunks, perTask, warmCss }: BootSettings) {
  // A button pressed before the app's code is here would do nothing: the last one pressed is kept
  // (window.birrTap) and pressed again once its page is hydrated (../ui/early-tap.ts). Once
  // hydration has begun, React replays presses itself (window.birrHydrating).
  const w = window as typeof window & { birrTap?: Element; birrHydrating?: boolean };
  document.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element | null)?.closest?.('button');
      if (button && !w.birrHydrating) w.birrTap = button;
    },
    true,
  );

  /**
   * The page's stylesheets arrived inline: fetched again at low priority into the HTTP cache (not
   * parsed nor applied), named in disabled <link>s (never fetched nor applied; they tell Vite's
   * preloader the route's stylesheet is on the page), then the cookie says the next page may link them.
   */
  const warm = (head: HTMLElement, css: NonNullable<BootSettings['warmCss']>) =>
    Promise.all(
      css.files.map((href) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.disabled = true;
        link.href = href;
        head.append(link);
        return fetch(href, { priority: 'low' } as RequestInit).then((r) => {
          if (!r.ok) throw r;
        });
      }),
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
        const left = [...chunks];
        const script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = entry;
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
            else if (warmCss) setTimeout(() => void warm(head, warmCss));
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
