import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config';
import { donations } from '#server/db/schema';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

// The second security audit (issue 40), items 2, 9, 10 and 11: text from outside inserted into
// pages literally, production secrets nobody else could know, NODE_ENV and TRUST_PROXY values that
// are refused rather than guessed at, and a web root that holds only the web app.

// The build writes the theme's CSS variables from this virtual module (vite.config.ts); the
// renderer's markup does not depend on it.
vi.mock('virtual:mantine-theme.css', () => ({}));

const PUBLIC = 'https://birr.example';
const DOLLARS = "$` $' $& $$ $1";

// The server renders with the real renderer (src/web/entry-server.tsx), loaded the way the server
// loads the built one: an entry.js beside a manifest, outside the web root.
const root = mkdtempSync(path.join(tmpdir(), 'birr-server-sec-'));
const web = path.join(root, 'web');
const ssr = path.join(root, 'ssr');
mkdirSync(path.join(web, '.vite'), { recursive: true });
mkdirSync(path.join(web, 'assets'));
mkdirSync(ssr);
// The repository's index.html, as the build leaves it (the script tag aside).
writeFileSync(path.join(web, 'index.html'), readFileSync('index.html', 'utf8'));
writeFileSync(path.join(web, '.vite', 'manifest.json'), '{"secret":"build internals"}');
writeFileSync(path.join(web, 'assets', 'app-1.js'), 'console.log(1)');
writeFileSync(path.join(ssr, 'entry.js'), `export { render } from ${JSON.stringify(path.resolve('src/web/entry-server.tsx'))};\n`);
writeFileSync(path.join(ssr, 'manifest.json'), '{}');

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ config: { webDist: web, ssrDist: ssr, publicUrl: PUBLIC } });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const count = (html: string, s: string) => html.split(s).length - 1;
/** The page's <head>, as a crawler building a link preview reads it. */
const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
const meta = (html: string, property: string) => head(html).match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];

describe('text from outside goes into a page exactly as it is', () => {
  it("a campaign whose title, story, donor's name and word of support hold $` $' $& renders once, its head intact", async () => {
    const plain = await createCampaign(t.db, { title: 'Clean water for Bahir Dar', description: 'A well for the school. '.repeat(5) });
    await addDonation(t.db, plain.id, { amount: 100, first: 'Abebe', last: 'Kebede' });
    await t.db.update(donations).set({ message: 'Stay strong' }).where(eq(donations.campaignId, plain.id));

    const campaign = await createCampaign(t.db, {
      title: `Clean water ${DOLLARS}`,
      description: `A well for the school ${DOLLARS}. `.repeat(5),
    });
    await addDonation(t.db, campaign.id, { amount: 100, first: `Abebe ${DOLLARS}`, last: 'Kebede' });
    await t.db.update(donations).set({ message: `Stay strong ${DOLLARS}` }).where(eq(donations.campaignId, campaign.id));

    const before = await get(`/campaign/${plain.id}`);
    const page = await get(`/campaign/${campaign.id}`);
    expect(before.statusCode).toBe(200);
    expect(page.statusCode).toBe(200);
    // Each $ pattern used to insert a copy of the page before or after it: megabytes.
    expect(page.body.length).toBeLessThan(before.body.length + 2_000);
    for (const tag of ['<html', '<head>', '</head>', '<body', 'id="root"', 'id="birr-ssr"']) expect(count(page.body, tag), tag).toBe(1);

    const title = `Clean water $\` $' $&amp; $$ $1`;
    expect(head(page.body)).toContain(`<title>${title}`);
    expect(meta(page.body, 'og:title')).toContain(title);
    expect(meta(page.body, 'og:url')).toBe(`${PUBLIC}/campaign/${campaign.id}`);
    expect(meta(page.body, 'og:description')).toContain(`A well for the school $\` $' $&amp; $$ $1.`);
    // React writes ' as &#x27;.
    expect(page.body).toContain(`Abebe $\` $&#x27; $&amp; $$ $1`);
    expect(page.body).toContain(`Stay strong $\` $&#x27; $&amp; $$ $1`);
  });

  it('a search for twenty $` is a page of ordinary size', async () => {
    const before = await get('/campaigns?search=water');
    const page = await get(`/campaigns?search=${encodeURIComponent('$`'.repeat(20))}`);
    expect(page.statusCode).toBe(200);
    // It answered 52 MB.
    expect(page.body.length).toBeLessThan(before.body.length + 2_000);
    expect(count(page.body, '<html')).toBe(1);
  });
});

describe('only the web app is public', () => {
  it.each(['/.vite/manifest.json', '/%2evite/manifest.json', '/server/main.js', '/server/main.js.map', '/server/migrations/0000_init.sql', '/ssr/entry.js'])(
    '%s is a 404, not a file nor the app shell',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('build internals');
      expect(res.body).not.toContain('<html');
    },
  );

  it("the web app's own files are served", async () => {
    expect((await get('/assets/app-1.js')).statusCode).toBe(200);
  });
});

/** A production configuration whose secrets are made for this run. */
const secret = () => randomBytes(48).toString('base64');
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://birr.et',
  JWT_SECRET: secret(),
  PAYMENTS: 'chapa',
  CHAPA_SECRET_KEY: 'CHASECK-xyz',
  CHAPA_WEBHOOK_SECRET: secret(),
};
const refusal = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  return null;
};

describe('production secrets are ones nobody else could know', () => {
  it('accepts secrets made with openssl rand (base64 or hex)', () => {
    expect(refusal(PRODUCTION)).toBeNull();
    expect(refusal({ ...PRODUCTION, JWT_SECRET: randomBytes(32).toString('hex'), CHAPA_WEBHOOK_SECRET: randomBytes(16).toString('hex') })).toBeNull();
  });

  it.each([
    ['the secret once in support/cluster.ts', 'c1u5ter-7e57-5ecre7-0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d', /JWT_SECRET is published/],
    ['the secret once in production.test.ts', 'b1f0c3a9d87e4f2a6c5b0e9d8f7a6b5c4d3e2f1a0b9c8d7e', /JWT_SECRET is published/],
    ['"secret" six times', 'secret'.repeat(6), /JWT_SECRET repeats a 6-character pattern 6 times/],
    ['0123456789abcdef twice', '0123456789abcdef'.repeat(2), /JWT_SECRET repeats a 16-character pattern 2 times/],
    ['0123456789abcdef twice and a bit', `${'0123456789abcdef'.repeat(2)}0a`, /JWT_SECRET repeats itself too much/],
    ['the alphabet', 'abcdefghijklmnopqrstuvwxyz0123456789', /JWT_SECRET is mostly a run of consecutive characters/],
    ['one character and another', `${'a'.repeat(31)}b`, /JWT_SECRET repeats itself too much/],
    ['three letters in no repeated order', 'aaaacaaaeaaccaaceaaecaaeeacacaeacccaccea', /JWT_SECRET is too predictable \(about 58 bits by a simple estimate; at least 80/],
  ])('refuses %s', (_name, value, message) => {
    const why = refusal({ ...PRODUCTION, JWT_SECRET: value });
    expect(why).toMatch(message);
    expect(why).toContain('openssl rand -base64 48');
    // The refusal is logged: it never quotes the secret.
    expect(why).not.toContain(value);
  });

  it("holds Chapa's webhook and approval secrets to the same rule", () => {
    expect(refusal({ ...PRODUCTION, CHAPA_WEBHOOK_SECRET: 'whsec' })).toMatch(/CHAPA_WEBHOOK_SECRET must be at least 32 characters; make one with `openssl rand -base64 48`/);
    expect(refusal({ ...PRODUCTION, CHAPA_APPROVAL_SECRET: 'approve'.repeat(6) })).toMatch(/CHAPA_APPROVAL_SECRET repeats a 7-character pattern/);
    expect(refusal({ ...PRODUCTION, CHAPA_APPROVAL_SECRET: secret() })).toBeNull();
  });

  it('the demo takes any secret long enough (it is not production)', () => {
    expect(refusal({ JWT_SECRET: 'secret'.repeat(6) })).toBeNull();
  });
});

describe('NODE_ENV: production, or the demo on purpose', () => {
  it.each(['Production', 'prod', 'PRODUCTION', 'staging', ' production'])('NODE_ENV=%j is refused, saying what the values mean', (value) => {
    const why = refusal({ ...PRODUCTION, NODE_ENV: value });
    expect(why).toContain(`Invalid configuration: NODE_ENV: ${JSON.stringify(value)} is not a mode: set NODE_ENV=production for a real site`);
    expect(why).toMatch(/demo, which takes test payments/);
  });

  it('unset, development and test run the demo (npm start, the tests); production is production', () => {
    for (const value of [undefined, '', 'development', 'test']) {
      expect(loadConfig({ NODE_ENV: value }), String(value)).toMatchObject({ production: false, payments: 'sandbox', seed: true });
    }
    expect(loadConfig(PRODUCTION)).toMatchObject({ production: true, payments: 'chapa', seed: false });
  });
});

describe('TRUST_PROXY trusts proxies, never the internet', () => {
  const trust = (v: string) => refusal({ TRUST_PROXY: v });
  it.each(['0.0.0.0/0', '0.0.0.0/1,128.0.0.0/1', '::/0', '::/1', '2000::/3', '::ffff:0.0.0.0/96', '10.0.0.0/7', '8.0.0.0/8', '100.0.0.0/9'])(
    '%s is refused with a message (before the database opens)',
    (value) => {
      const why = trust(value);
      expect(why).toMatch(/^Invalid configuration: TRUST_PROXY: .*takes in public addresses far too broadly/);
      expect(why).toContain('or a public range no wider than /13 (IPv4) or /29 (IPv6)');
    },
  );

  it.each([
    'loopback',
    '127.0.0.1',
    '10.0.0.0/8',
    '172.16.0.0/12',
    '192.168.0.0/16',
    '100.64.0.0/10',
    'fd00::/8',
    'fc00::/7',
    '::1',
    '::ffff:10.0.0.0/104',
    '203.0.113.7',
    '104.16.0.0/13',
    '2a06:98c0::/29',
    '10.0.0.0/8, fd00::/8, loopback',
  ])('%s is accepted', (value) => {
    expect(trust(value)).toBeNull();
  });
});
