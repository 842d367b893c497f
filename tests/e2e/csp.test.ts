import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from './server';
import type { CampaignList } from '#contract/campaign';
import { DEMO, greeting, ownAddress, signIn } from './auth-flow';
import { DESKTOP, launchChromium } from './browser';

/**
 * Every page loads and works under the server's Content-Security-Policy: nothing is blocked.
 * Violations are caught two ways: the `securitypolicyviolation` events the page fires (listened
 * to from an init script, which CSP does not govern) and Chromium's console errors about CSP.
 *
 * Adding a page is one line in PAGES: a name, its address (or how to get one), the text that
 * shows once it has loaded, and whether it needs a signed-in user.
 */
type PageCase = {
  name: string;
  path: string | (() => Promise<string>);
  shows: string | RegExp;
  signedIn?: boolean;
  /** A server page without the app (the sandbox checkout): no app to wait for. */
  serverOnly?: boolean;
};

const baseURL = e2eServer().baseURL;
const api = async <T>(path: string, init?: RequestInit): Promise<T> =>
  (await fetch(`${baseURL}/api${path}`, init)).json() as Promise<T>;
const firstCampaign = async () => (await api<CampaignList>('/campaign?page=1&limit=1')).data[0];

/** A sandbox checkout page for a fresh guest donation (server-rendered HTML, a form, no scripts). */
async function checkoutPath() {
  const c = await firstCampaign();
  const res = await api<{ data: { checkoutUrl: string } }>(`/donation/guest/${c.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ donorFirstName: 'Csp', donorLastName: 'Check', email: 'csp@example.com', amount: 50, isAnonymous: false }),
  });
  return new URL(res.data.checkoutUrl).pathname;
}

const PAGES: PageCase[] = [
  { name: 'landing', path: '/', shows: /Open Campaigns|Start a campaign/i },
  { name: 'campaign list', path: '/campaigns', shows: /Open Campaigns/i },
  { name: 'campaign detail', path: async () => `/campaign/${(await firstCampaign()).id}`, shows: /raised/ },
  { name: 'sign-in', path: '/auth/signin', shows: 'Sign in' },
  { name: 'sign-up', path: '/auth/signup', shows: 'Sign Up' },
  { name: 'campaign wizard', path: '/campaign/create', shows: /campaign/i, signedIn: true },
  { name: 'sandbox checkout', path: checkoutPath, shows: /Pay .* Br/, serverOnly: true },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A context that records every CSP violation of its pages (and of its service worker's console). */
async function watchedContext(opts: { serviceWorkers?: 'allow' | 'block' } = {}) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, serviceWorkers: opts.serviceWorkers ?? 'block' });
  const violations: string[] = [];
  await context.exposeBinding('__reportCsp', (_source, line: string) => {
    violations.push(line);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (s: string) => void }).__reportCsp(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.documentURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  const watch = (page: Page) =>
    page.on('console', (m) => {
      // CSP refusals, and header warnings (an unknown Permissions-Policy feature, say).
      if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)|Error with .*header/i.test(m.text()))
        violations.push(`console: ${m.text()}`);
    });
  context.on('page', watch);
  return { context, violations, watch };
}

/** Loaded, and the app has run (it marks itself ready): scripts that never ran would prove nothing. */
async function settle(page: Page, serverOnly = false) {
  await page.waitForLoadState('load');
  if (!serverOnly) await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
}

describe('Content-Security-Policy in the browser', () => {
  let signedIn: BrowserContext | null = null;
  let signedInViolations: string[] = [];
  afterAll(async () => {
    await signedIn?.close();
  });

  for (const p of PAGES) {
    it(`${p.name} loads with no CSP violation`, async () => {
      let context: BrowserContext;
      let violations: string[];
      if (p.signedIn) {
        if (!signedIn) {
          const w = await watchedContext();
          signedIn = w.context;
          signedInViolations = w.violations;
          const page = await signedIn.newPage();
          await page.goto('/');
          await ownAddress(page);
          await signIn(page, DEMO.email, DEMO.password);
          await greeting(page, 'Abebe').waitFor();
          await page.close();
        }
        context = signedIn;
        violations = signedInViolations;
      } else {
        const w = await watchedContext();
        context = w.context;
        violations = w.violations;
      }
      const page = await context.newPage();
      try {
        const path = typeof p.path === 'string' ? p.path : await p.path();
        const res = await page.goto(path);
        expect(res?.status(), path).toBeLessThan(400);
        expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
        await settle(page, p.serverOnly);
        await page.getByText(p.shows).first().waitFor();
        expect(violations).toEqual([]);
      } finally {
        await page.close();
        if (!p.signedIn) await context.close();
      }
    });
  }

  it('signing in works end to end with no CSP violation', async () => {
    const { context, violations } = await watchedContext();
    try {
      const page = await context.newPage();
      await page.goto('/');
      await ownAddress(page);
      await signIn(page, DEMO.email, DEMO.password);
      await greeting(page, 'Abebe').waitFor();
      await page.goto('/campaigns');
      await settle(page);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the service worker installs and the manifest loads under the policy', async () => {
    const { context, violations } = await watchedContext({ serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await settle(page);
      const active = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return reg.active?.scriptURL ?? null;
      });
      expect(active).toMatch(/\/sw\.js$/);
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        if (!link) return null;
        const res = await fetch(link.href);
        return { ok: res.ok, name: ((await res.json()) as { name?: string }).name };
      });
      expect(manifest).toMatchObject({ ok: true, name: expect.stringMatching(/Birr/) });
      // A load controlled by the worker (cached shell and assets) still runs clean.
      await page.reload();
      await settle(page);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
