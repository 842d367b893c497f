import { describe, expect, it } from 'vitest';
import type { CampaignList } from '#contract/campaign';
import { closeDialogWithEscape, firstOpenCampaign, PHONE, useBrowser } from './browser';

const b = useBrowser();

// What a first visit on a slow network gets (issue 29): the page's stylesheets inside its HTML (no
// round trip before the first paint), no Mantine for the page people share, only the largest
// picture fetched ahead; the next page links the stylesheets the first one left in the cache.
describe('the first view', () => {
  it('a first visit gets its styles inside the page; the next page links them from the cache', async () => {
    const { data } = await b.api<CampaignList>('/campaign?page=1&limit=1');
    const path = `/campaign/${data[0].id}`;
    const page = await b.open(path, PHONE);
    const first = await page.evaluate(() => document.documentElement.outerHTML);
    expect(first).toContain('<style data-href="/assets/');
    // The page is drawn as designed: the donate button is the brand's green, the title large.
    const donate = page.getByRole('button', { name: 'Donate now' }).last();
    expect(await donate.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(13, 132, 62)');

    // Once loaded, the page remembers that this device has the stylesheets.
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'birr_css')?.value ?? '').toMatch(/^index-/);
    const css: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') css.push(r.url());
    });
    const next = await page.context().request.get(path);
    const html = await next.text();
    expect(html).not.toContain('<style data-href=');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css">/);
    await page.reload();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    expect(await donate.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(13, 132, 62)');
  });

  it("asks for the app's code once the page has loaded: the entry first, then every chunk once", async () => {
    const { data } = await b.api<CampaignList>('/campaign?page=1&limit=1');
    const page = await b.open('/privacy', PHONE);
    // Away from the app first, so nothing the last page asked for later is counted below.
    await page.goto('about:blank');
    // A route turns the browser's cache off, so the campaign page's code is asked for again below.
    await page.route('**/assets/**', (route) => route.continue());
    const js: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) js.length = 0;
      else if (r.url().endsWith('.js')) js.push(new URL(r.url()).pathname);
    });
    await page.goto(`/campaign/${data[0].id}`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const entry = await page.evaluate(() => new URL(document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src).pathname);
    expect(js[0]).toBe(entry);
    expect(js.length).toBeGreaterThan(3);
    expect(js.filter((u, i) => js.indexOf(u) !== i), 'chunks asked for twice').toEqual([]);
  });

  it('a phone fetches one rendition of the largest picture: the one it shows', async () => {
    const { data } = await b.api<CampaignList>('/campaign?page=1&limit=20');
    const coverOf = (c: CampaignList['data'][number]) => c.campaignMedia.find((m) => m.imageType === 'COVER_IMAGE') ?? c.campaignMedia[0];
    const campaign = data.find((c) => coverOf(c)?.srcSet?.includes('1200w'))!;
    // A phone as it is: its meta viewport counts, at twice the pixels.
    const page = await b.open('/privacy', PHONE, { isMobile: true, deviceScaleFactor: 2, hasTouch: true });
    await page.goto('about:blank');
    // A route turns the browser's cache off, so the pictures are asked for again below.
    await page.route('**/media/**', (route) => route.continue());
    const cover = new URL(coverOf(campaign).url, b.baseURL).pathname.replace(/-\d+\.\w+$/, '');
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) fetched.length = 0;
      else if (new URL(r.url()).pathname.startsWith(cover)) fetched.push(new URL(r.url()).pathname);
    });
    await page.goto(`/campaign/${campaign.id}`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const shown = await page.evaluate(() => new URL(document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.currentSrc).pathname);
    expect(fetched).toEqual([shown]);
  });

  it("a press on Donate before the app's code has arrived opens the form once it has", async () => {
    const { data } = await b.api<CampaignList>('/campaign?page=1&limit=20');
    const open = firstOpenCampaign(data);
    const page = await b.open('/privacy', PHONE);
    await page.goto('about:blank');
    // The app's code held back, as on a slow network: the page is drawn and can be pressed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/campaign/${open.id}`);
    await page.getByRole('button', { name: 'Donate now' }).first().click();
    expect(await page.locator('html[data-app="ready"]').count()).toBe(0);
    release();
    await page.getByRole('dialog').getByLabel('Amount (Br)').waitFor();
  });

  it('the campaign page needs no Mantine stylesheet to paint, and its forms still open', async () => {
    // A campaign with more donations than its panel lists, wherever it is in the list: other test
    // files add campaigns of their own, which come first.
    let campaign: CampaignList['data'][number] | undefined;
    for (let p = 1; !campaign; p++) {
      const { data } = await b.api<CampaignList>(`/campaign?page=${p}&limit=9`);
      expect(data.length).toBeGreaterThan(0);
      campaign = data.find((c) => c._count.Donation > 5);
    }
    const res = await fetch(`${b.baseURL}/campaign/${campaign.id}`);
    const html = await res.text();
    expect(html).not.toMatch(/mantine-[\w-]+\.css/);
    expect(html).not.toContain('mantine-Button');
    // The campaign's first picture is the one image fetched ahead of the page; the organiser's
    // picture waits for its turn.
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((l) => l[0]);
    const pictures = new Set(preloads.map((l) => l.match(/(?:href|imagesrcset)="([^"\s]+)/i)?.[1].replace(/-\d+\.\w+$/, '')));
    expect([...pictures]).toHaveLength(1);
    expect(html).toMatch(/<img src="[^"]*avatar[^"]*"[^>]*loading="lazy"/);

    const page = await b.open(`/campaign/${campaign.id}`);
    // Opened from the keyboard, each form gives focus back to its button when it closes.
    await page.getByRole('button', { name: 'Report' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await closeDialogWithEscape(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Report');
    await page.getByRole('button', { name: /See all/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await closeDialogWithEscape(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^See all/);
    await page.getByRole('button', { name: 'Donate now' }).first().click();
    await page.getByRole('dialog').getByRole('textbox').first().waitFor();
  });

  it("the campaign's carousel loads when someone reaches for it, and a press made before it is there counts", async () => {
    const { data } = await b.api<CampaignList>('/campaign?page=1&limit=50');
    const campaign = data.find((c) => c.campaignMedia.length >= 2);
    expect(campaign, 'a seeded campaign with two pictures').toBeDefined();
    const total = campaign!.campaignMedia.length;
    const page = await b.open(`/campaign/${campaign!.id}`, PHONE);
    await page.waitForLoadState('networkidle');
    const carouselCode = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((r) => /\/CampaignCarousel-[\w-]+\.js$/.test(r.name)).length);
    // Loaded, hydrated and quiet: the still picture is drawn as the carousel, with none of its code.
    expect(await carouselCode()).toBe(0);
    const gallery = page.getByRole('region', { name: `${campaign!.title} images` });
    await gallery.getByRole('tab', { name: 'Show image 2' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: `Picture 1 of ${total}` }).count()).toBe(1);

    await gallery.getByRole('button', { name: 'Next image' }).click();
    await page.getByRole('status').filter({ hasText: `Picture 2 of ${total}` }).waitFor({ state: 'attached' });
    expect(await carouselCode()).toBe(1);
    // The focus stayed on "Next image", now the carousel's own, which turns on to the third picture.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Next image');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: `Picture ${total > 2 ? 3 : 1} of ${total}` }).waitFor({ state: 'attached' });
  });

  it('a press on the still picture is never cut short by the carousel arriving in the middle of it', async () => {
    const { data } = await b.api<CampaignList>('/campaign?page=1&limit=50');
    const campaign = data.find((c) => c.campaignMedia.length >= 2)!;
    const total = campaign.campaignMedia.length;
    const page = await b.open(`/campaign/${campaign.id}`, PHONE);
    // The carousel's code comes late (a slow network), so it arrives while the button is held down.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/CampaignCarousel-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const next = page.getByRole('region', { name: `${campaign.title} images` }).getByRole('button', { name: 'Next image' });
    const box = (await next.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/CampaignCarousel-[\w-]+\.js$/.test(r.name)));
    // Its code has come (and had time to run) while the button is still down: the still stays.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await page.locator('.mantine-Carousel-root').count()).toBe(0);
    await page.mouse.up();
    await page.getByRole('status').filter({ hasText: `Picture 2 of ${total}` }).waitFor({ state: 'attached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Next image');
  });
});
