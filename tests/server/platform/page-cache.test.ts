import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNEL_ENDPOINTS } from '#contract/channels';
import type { ChannelReport } from '#contract/channel-report';
import { buildApp } from '#server/app';
import { campaigns } from '#server/db/schema';
import type { Db } from '#server/db/open';
import { bearer, claims } from '#tests/support/accounts';
import { verifiedUser } from '#tests/support/create-helpers';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, testDeps, type TestApp } from '#tests/support/harness';
import { pageRendererDirs } from '#tests/support/page-renderer';

// A public page is rendered once and sent to everyone who asks for it within PUBLIC_CACHE_SECONDS
// (issue 47: pages that hold under load), with what must be each response's own filled in at every
// send, and a change to a campaign on the next render of every instance. The renderer is the real
// one, loaded as the server loads the built one. The window is a minute here, so what shows sooner
// shows because the change cleared the pages.

vi.mock('virtual:mantine-theme.css', () => ({}));

const ORIGIN = 'https://birr.example';
const WINDOW_SECONDS = 60;
const { root, web, ssr } = pageRendererDirs('birr-page-cache-');
// As Vite builds it: the app's entry script, which the page's nonce'd boot script asks for.
const indexHtml = path.join(web, 'index.html');
writeFileSync(indexHtml, readFileSync(indexHtml, 'utf8').replace('</head>', '<script type="module" crossorigin src="/assets/index-test.js"></script></head>'));
const config = { webDist: web, ssrDist: ssr, publicUrl: ORIGIN, publicCacheSeconds: WINDOW_SECONDS };
const PHONE = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

let t: TestApp;
/** A second instance on the same database: its own pages, the same changes. */
let other: Awaited<ReturnType<typeof buildApp>>;
let organiser: string;
let campaignId: string;
beforeAll(async () => {
  t = await testApp({ config });
  other = await buildApp(testDeps(t.db, t.storage, t.deps.notifiers, { config }));
  organiser = await verifiedUser(t, 'organiser@example.com');
  campaignId = (await createCampaign(t.db, { userId: claims(organiser).sub!, title: 'Books for Gondar' })).id;
}, 120_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

type App = TestApp['app'];
const open = (app: App, url: string, headers: Record<string, string> = {}, ip = '10.47.0.1') =>
  app.inject({ method: 'GET', url, remoteAddress: ip, headers: { accept: 'text/html', 'user-agent': PHONE, ...headers } });

/** Counts the statements sent to the database (PGlite's `query`, one per round trip). */
async function queriesDuring(db: Db, fn: () => Promise<unknown>) {
  const client = (db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let n = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    n++;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return n;
}

const scriptNonces = (html: string) => [...html.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]);
const formKey = (html: string) => html.match(/<input type="hidden" name="idempotencyKey" value="([^"]+)"/)?.[1];

describe('a public page kept a few seconds', { timeout: 120_000 }, () => {
  it('is rendered once, and each response still carries its own nonce and its own donation-form key', async () => {
    const url = `/campaign/${campaignId}?ref=telegram`;
    const first = await open(t.app, url);
    expect(first.statusCode).toBe(200);
    const responses = [first];
    // Prefetched (so no visit is counted, which is a write): nothing is read again.
    const again = () => open(t.app, url, { 'sec-purpose': 'prefetch' });
    expect(await queriesDuring(t.db, async () => responses.push(await again(), await again()))).toBe(0);

    for (const page of responses) {
      expect(page.body).toContain('Books for Gondar');
      const nonces = scriptNonces(page.body);
      expect(nonces.length).toBeGreaterThan(0);
      for (const nonce of nonces) expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      expect(formKey(page.body)).toMatch(/^[\w-]{36}$/);
    }
    expect(new Set(responses.map((p) => scriptNonces(p.body)[0])).size).toBe(3);
    expect(new Set(responses.map((p) => formKey(p.body))).size).toBe(3);
  });

  it('never gives one language or variant the page of another', async () => {
    const url = `/campaign/${campaignId}`;
    const langOf = (html: string) => html.match(/<html lang="(\w+)"/)?.[1];
    // Each asked twice, in turns, so the second of each comes from what was kept.
    for (let round = 0; round < 2; round++) {
      expect(langOf((await open(t.app, url, { 'accept-language': 'am' })).body)).toBe('am');
      expect(langOf((await open(t.app, url, { 'accept-language': 'en' })).body)).toBe('en');
      expect(langOf((await open(t.app, `${url}?lang=am`, { 'accept-language': 'en' })).body)).toBe('am');
      expect(langOf((await open(t.app, url, { cookie: 'lang=am' })).body)).toBe('am');
      expect((await open(t.app, url, { 'save-data': 'on' })).body).toContain('<html data-lite');
      expect((await open(t.app, url)).body).not.toContain('data-lite');
    }
  });

  it('counts every visit it is sent to, and no prefetch', async () => {
    const visits = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api${CHANNEL_ENDPOINTS.report(campaignId)}`, headers: bearer(organiser) });
      return (res.json() as ChannelReport).data.channels.find((c) => c.channel === 'whatsapp')!.visits;
    };
    const url = `/campaign/${campaignId}?ref=whatsapp`;
    for (const ip of ['10.47.1.1', '10.47.1.2', '10.47.1.3']) expect((await open(t.app, url, {}, ip)).statusCode).toBe(200);
    expect((await open(t.app, url, { 'sec-purpose': 'prefetch' }, '10.47.1.4')).statusCode).toBe(200);
    await expect.poll(visits).toBe(3);
    await new Promise((r) => setTimeout(r, 300));
    expect(await visits()).toBe(3);
  });

  it('shows a donation confirmed, or an edit, on the next render of every instance', async () => {
    const url = `/campaign/${campaignId}`;
    for (const app of [t.app, other]) expect((await open(app, url)).body).not.toContain('Tsehay');

    const started = await t.app.inject({
      method: 'POST',
      url: `/api/donation/guest/${campaignId}`,
      payload: { donorFirstName: 'Tsehay', donorLastName: 'Bekele', email: 'tsehay@example.com', amount: 750, isAnonymous: false },
    });
    expect(started.statusCode).toBeLessThan(300);
    const { txRef } = (started.json() as { data: { txRef: string } }).data;
    const paid = await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${encodeURIComponent(txRef)}/pay` });
    expect(paid.statusCode).toBeLessThan(400);
    for (const app of [other, t.app]) await expect.poll(async () => (await open(app, url)).body).toContain('Tsehay');

    await t.db.update(campaigns).set({ title: 'Books and desks for Gondar' }).where(eq(campaigns.id, campaignId));
    for (const app of [other, t.app]) await expect.poll(async () => (await open(app, url)).body).toContain('Books and desks for Gondar');
    for (const app of [other, t.app]) await expect.poll(async () => (await open(app, '/campaigns')).body).toContain('Books and desks for Gondar');
  });
});
