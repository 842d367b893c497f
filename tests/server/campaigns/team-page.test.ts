import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignMedia, campaignTeams, donations } from '#server/db/schema';
import { addDonation, createCampaign, createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

// A team page (issue 44) is rendered on the server like a campaign's: its name on the page, its
// own head and link preview (the team's photo, else the campaign's picture), a real 404 otherwise.

// The build writes the theme's CSS variables from this virtual module (vite.config.ts); the
// renderer's markup does not depend on it.
vi.mock('virtual:mantine-theme.css', () => ({}));

const PUBLIC = 'https://birr.example';

// The real renderer (src/web/entry-server.tsx), loaded as the server loads the built one.
const root = mkdtempSync(path.join(tmpdir(), 'birr-team-page-'));
const web = path.join(root, 'web');
const ssr = path.join(root, 'ssr');
mkdirSync(web, { recursive: true });
mkdirSync(ssr);
writeFileSync(path.join(web, 'index.html'), readFileSync('index.html', 'utf8'));
writeFileSync(path.join(ssr, 'entry.js'), `export { render } from ${JSON.stringify(path.resolve('src/web/entry-server.tsx'))};\n`);
writeFileSync(path.join(ssr, 'manifest.json'), '{}');

let t: TestApp;
let campaignId: string;
beforeAll(async () => {
  t = await testApp({ config: { webDist: web, ssrDist: ssr, publicUrl: PUBLIC } });
  campaignId = (await createCampaign(t.db, { title: 'Clean water for Bahir Dar', goal: 100000 })).id;
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
const meta = (html: string, property: string) => head(html).match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];

async function addTeam(over: Partial<typeof campaignTeams.$inferInsert> & { slug: string; name: string }) {
  const user = await createUser(t.db);
  const [row] = await t.db
    .insert(campaignTeams)
    .values({ campaignId, userId: user.id, why: 'We run for the school well', targetAmount: '5000.00', ...over })
    .returning();
  return row;
}

describe('a team page', () => {
  it('answers HTML with the team, its progress and its own link preview (the team photo)', async () => {
    const team = await addTeam({ slug: 'almaz-runners', name: 'Almaz runners', photoKey: 'teams/x/photo', photoWidths: [400, 800] });
    await addDonation(t.db, campaignId, { amount: 500 });
    await addDonation(t.db, campaignId, { amount: 40, status: 'PENDING' });
    await t.db.update(donations).set({ teamId: team.id }).where(eq(donations.campaignId, campaignId));

    const page = await get(`/campaign/${campaignId}/team/almaz-runners`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/<h1[^>]*>Almaz runners<\/h1>/);
    expect(page.body).toContain('We run for the school well');
    expect(head(page.body)).toContain('<title>Almaz runners — Clean water for Bahir Dar — Birr</title>');
    expect(meta(page.body, 'og:title')).toBe('Almaz runners — Clean water for Bahir Dar');
    expect(meta(page.body, 'og:description')).toContain('500.00 Br raised of 5,000.00 Br');
    expect(meta(page.body, 'og:url')).toBe(`${PUBLIC}/campaign/${campaignId}/team/almaz-runners`);
    expect(meta(page.body, 'og:image')).toBe(`${PUBLIC}/media/teams/x/photo-preview.jpg`);
    // The browser starts from the same data: nothing is fetched twice.
    expect(page.body).toContain('id="birr-ssr"');
  });

  it("without a photo, previews with the campaign's picture; in Amharic, in Amharic", async () => {
    await addTeam({ slug: 'no-photo', name: 'No photo team' });
    const [cover] = await t.db
      .select({ id: campaignMedia.id })
      .from(campaignMedia)
      .where(and(eq(campaignMedia.campaignId, campaignId), eq(campaignMedia.imageType, 'COVER_IMAGE')));
    const page = await get(`/campaign/${campaignId}/team/no-photo`);
    expect(page.statusCode).toBe(200);
    expect(meta(page.body, 'og:image')).toBe(`${PUBLIC}/og/${cover.id}.jpg`);
    const am = await get(`/campaign/${campaignId}/team/no-photo?lang=am`);
    expect(am.body).toContain('ለሚለው ዘመቻ ገንዘብ እያሰባሰቡ ነው');
  });

  it('is a 404 page (not indexed) for an unknown or removed team, or a campaign the public cannot see', async () => {
    await addTeam({ slug: 'removed', name: 'Removed team', removedAt: new Date() });
    const pending = (await createCampaign(t.db, { status: 'PENDING' })).id;
    for (const url of [`/campaign/${campaignId}/team/nobody`, `/campaign/${campaignId}/team/removed`, `/campaign/${pending}/team/almaz-runners`, `/campaign/${campaignId}/team/Bad%20Slug`]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(head(page.body), url).toContain('<meta name="robots" content="noindex">');
      expect(page.body, url).toContain('Team page not found');
    }
  });
});
