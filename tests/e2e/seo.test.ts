import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { e2eServer } from './server';
import type { CampaignList } from '#contract/campaign';

// Read as a link-preview crawler or a search engine does: plain HTTP, no JavaScript.
const baseURL = e2eServer().baseURL;
const get = (path: string) => fetch(`${baseURL}${path}`, { headers: { 'user-agent': 'TelegramBot (like TwitterBot)' } });
const meta = (html: string, attr: 'property' | 'name', key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`))?.[1];

describe('previews and search engines', () => {
  it('a campaign page carries its own title, description, canonical URL and link-preview tags', async () => {
    const { data } = (await (await get('/api/campaign?page=1&limit=1')).json()) as CampaignList;
    const campaign = data[0];
    const res = await get(`/campaign/${campaign.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const url = `${baseURL}/campaign/${campaign.id}`;

    expect(html).toContain(`<title>${campaign.title} — Birr</title>`);
    expect(meta(html, 'name', 'description')).toMatch(/Br raised of .* Br\./);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(meta(html, 'property', 'og:title')).toBe(campaign.title);
    expect(meta(html, 'property', 'og:description')?.length).toBeGreaterThan(20);
    expect(meta(html, 'property', 'og:url')).toBe(url);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');

    const image = meta(html, 'property', 'og:image')!;
    expect(image.startsWith(`${baseURL}/`)).toBe(true);
    expect(meta(html, 'name', 'twitter:image')).toBe(image);
    const picture = await fetch(image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    // Kept an hour, not for good: a suspended campaign's preview must be able to go away.
    expect(picture.headers.get('cache-control')).toBe('public, max-age=3600');
    const { width, height, format } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  });

  it('the list and the landing page have their own titles and canonical URLs', async () => {
    const landing = await (await get('/')).text();
    expect(landing).toContain('<title>Birr — crowdfunding for Ethiopia</title>');
    expect(landing).toContain(`<link rel="canonical" href="${baseURL}/">`);
    const list = await (await get('/campaigns?category=medical&page=2')).text();
    expect(list).toContain('<title>Medical campaigns, page 2 — Birr</title>');
    expect(list).toContain(`<link rel="canonical" href="${baseURL}/campaigns?page=2&amp;category=MEDICAL">`);
    expect(meta(list, 'name', 'description')).toBeTruthy();
  });

  it('names each page in both languages, and says the Amharic page is the Amharic one', async () => {
    const res = await get('/campaigns?category=medical&page=2&lang=am');
    const am = await res.text();
    expect(am).toContain('<html lang="am"');
    expect(am).toContain(`<link rel="canonical" href="${baseURL}/campaigns?page=2&amp;category=MEDICAL&amp;lang=am">`);
    expect(am).toContain(`<link rel="alternate" hreflang="en" href="${baseURL}/campaigns?page=2&amp;category=MEDICAL">`);
    expect(am).toContain(`<link rel="alternate" hreflang="am" href="${baseURL}/campaigns?page=2&amp;category=MEDICAL&amp;lang=am">`);
    expect(am).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}/campaigns?page=2&amp;category=MEDICAL">`);
    expect(am).toMatch(/<title>[^<]*ገጽ 2 — Birr<\/title>/);
    // A ?lang= link keeps its language for the rest of the visit.
    expect(res.headers.get('set-cookie')).toMatch(/^lang=am;/);
    // Without ?lang=, the browser's languages decide.
    const byHeader = await (await fetch(`${baseURL}/`, { headers: { 'accept-language': 'am-ET,am;q=0.9,en;q=0.5' } })).text();
    expect(byHeader).toContain('<html lang="am"');
    expect(byHeader).toContain('<title>Birr — ለኢትዮጵያ የጋራ ገንዘብ ማሰባሰቢያ</title>');
  });

  it('an unknown campaign is a 404 that search engines are told not to index', async () => {
    const res = await get('/campaign/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(meta(html, 'name', 'robots')).toBe('noindex');
    expect(html).not.toContain('og:image');
  });

  it('serves robots.txt and a sitemap of the active campaigns', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    const xml = await sitemap.text();
    const { data, meta: m } = (await (await get('/api/campaign?page=1&limit=50')).json()) as CampaignList;
    for (const c of data) {
      expect(xml).toContain(`<loc>${baseURL}/campaign/${c.id}</loc>`);
      expect(xml).toContain(`<loc>${baseURL}/campaign/${c.id}?lang=am</loc>`);
    }
    // Each campaign in both languages.
    expect(xml.match(/<loc>[^<]*\/campaign\//g)?.length).toBe(2 * m.total);
  });

  it('compresses HTML and JavaScript and keeps hashed assets for good', async () => {
    const page = await fetch(`${baseURL}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(['br', 'gzip']).toContain(page.headers.get('content-encoding'));
    const html = await page.text();
    // A rendered page asks for its entry script once it has loaded (issue 29).
    const script = html.match(/"entry":"([^"]+)"/)![1];
    const js = await fetch(`${baseURL}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(['br', 'gzip']).toContain(js.headers.get('content-encoding'));
    expect(js.headers.get('cache-control')).toContain('immutable');
    // A first visit carries the stylesheet inside the page, naming the file the next page links (issue 29).
    const style = html.match(/<style data-href="([^"]+)"/)![1];
    const css = await fetch(`${baseURL}${style}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(['br', 'gzip']).toContain(css.headers.get('content-encoding'));
    // The server renderer's own bundle is not served.
    expect((await fetch(`${baseURL}/ssr/entry.js`)).status).toBe(404);
  });
});
