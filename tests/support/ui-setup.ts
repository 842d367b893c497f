// Run before every file of the `ui` project (vitest.config.ts). The project keeps one jsdom and one
// module cache per worker (`isolate: false`: loading React, Mantine and jsdom again for each file
// was two thirds of the project's time), so each file starts as if it were alone:
// - our own modules are evaluated afresh (their module-level state does not carry over; the
//   libraries under node_modules stay loaded);
// - after the file, the page, the storage, the stubs, and the listeners and timers the file's code
//   left on the window are removed, so nothing of it runs during the next file.
import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

vi.resetModules();

type Added = { target: EventTarget; type: string; listener: EventListenerOrEventListenerObject | null; options?: boolean | EventListenerOptions };
type Kept = { listeners: Added[]; timers: Set<number>; originals?: { add: EventTarget['addEventListener']; setTimeout: typeof setTimeout; setInterval: typeof setInterval } };
const KEPT = Symbol.for('birr.ui-setup');
const kept: Kept = ((globalThis as Record<symbol, Kept>)[KEPT] ??= { listeners: [], timers: new Set() });

// Wrapped once per worker: what every later file adds is noted.
if (!kept.originals) {
  const originals = { add: EventTarget.prototype.addEventListener, setTimeout: window.setTimeout, setInterval: window.setInterval };
  kept.originals = originals;
  const noted = (own: EventTarget['addEventListener']) =>
    function (this: EventTarget | undefined, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
      const target = this ?? window;
      if (target === window || target === document) kept.listeners.push({ target, type, listener, options });
      return own.call(target, type, listener, options);
    };
  EventTarget.prototype.addEventListener = noted(originals.add);
  // The window's own copy (jsdom's globals are the window's, copied): what a bare `addEventListener(…)` calls.
  if (Object.prototype.hasOwnProperty.call(window, 'addEventListener')) window.addEventListener = noted(window.addEventListener);
  const note =
    <T extends (...args: never[]) => number>(original: T) =>
    (...args: Parameters<T>) => {
      const id = original.apply(window, args);
      kept.timers.add(id);
      return id;
    };
  window.setTimeout = note(originals.setTimeout as never) as never;
  window.setInterval = note(originals.setInterval as never) as never;
}

afterAll(() => {
  cleanup();
  vi.useRealTimers();
  for (const { target, type, listener, options } of kept.listeners.splice(0)) target.removeEventListener(type, listener, options);
  for (const id of kept.timers) {
    clearTimeout(id);
    clearInterval(id);
  }
  kept.timers.clear();
  document.body.innerHTML = '';
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  delete (navigator as { connection?: unknown }).connection;
});
