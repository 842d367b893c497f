// The boot script a server-rendered page carries (src/web/boot/boot.ts, compiled at build as the
// server inlines it): the app's code is asked for only after the page has loaded and been drawn,
// its chunks a few per task, and a button pressed meanwhile is kept for the app to press again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootSettings } from '#contract/pages';
import bootScript from 'virtual:boot-script';

const settings: BootSettings = {
  entry: '/assets/index-1.js',
  chunks: ['/assets/a.js', '/assets/b.js', '/assets/c.js'],
  perTask: 2,
  warmCss: null,
};
// The compiled script, run as the page runs it.
const run = (s: BootSettings) => new Function(`(${bootScript})(${JSON.stringify(s)})`)();
const requested = () => [...document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map((e) => e.getAttribute('src') ?? e.getAttribute('href'));

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<button>Donate now</button>';
});
afterEach(() => vi.useRealTimers());

describe('the boot script', () => {
  it('asks for nothing before the page has loaded, then for the entry and every chunk', () => {
    run(settings);
    vi.advanceTimersByTime(2000);
    expect(requested()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    expect(requested()[0]).toBe('/assets/index-1.js');
    vi.advanceTimersByTime(100);
    expect(requested()).toEqual(['/assets/index-1.js', '/assets/a.js', '/assets/b.js', '/assets/c.js']);
  });

  it("hides the plain donation form where scripts run, and shows it again when the app's code fails to load", () => {
    document.documentElement.removeAttribute('data-js');
    run(settings);
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    document.head.querySelector('script[src]')!.dispatchEvent(new Event('error'));
    expect(document.documentElement.hasAttribute('data-js')).toBe(false);
  });

  it('keeps the last button pressed before the app is here', () => {
    run(settings);
    document.querySelector('button')!.click();
    expect((window as unknown as { birrTap?: Element }).birrTap?.textContent).toBe('Donate now');
  });

  it("links a first visit's whole stylesheets before their inline parts, then remembers them", () => {
    document.head.innerHTML = '<style data-href="/assets/index.css">a{}</style><style data-href="/assets/page.css">b{}</style>';
    run({ ...settings, warmCss: { files: ['/assets/index.css', '/assets/page.css'], cookie: 'birr_css=index' } });
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    const order = [...document.head.children].map((e) => `${e.tagName.toLowerCase()} ${e.getAttribute('href') ?? e.getAttribute('data-href') ?? e.getAttribute('src')}`);
    expect(order.slice(0, 4)).toEqual(['link /assets/index.css', 'style /assets/index.css', 'link /assets/page.css', 'style /assets/page.css']);
    expect(document.head.querySelector('link[href="/assets/index.css"]')?.getAttribute('rel')).toBe('stylesheet');
    for (const link of document.head.querySelectorAll('link[rel="stylesheet"]')) link.dispatchEvent(new Event('load'));
    return vi.waitFor(() => expect(document.cookie).toContain('birr_css=index'));
  });
});
