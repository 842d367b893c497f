import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Campaign, CampaignList } from '#contract/campaign';
import type { DonationList } from '#contract/donation';
import { formatBr } from '#contract/money';
import { DEMO, unique } from './auth-flow';
import { closeDialogWithEscape, DESKTOP, PHONE, useBrowser } from './browser';
import { createViaApi, ensureReviewer } from './create-flow';

const b = useBrowser();

const firstCampaign = async (index = 0) => (await b.api<CampaignList>(`/campaign?page=1&limit=9`)).data[index];

/** True when the element's whole box is inside the window. */
const inView = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.width > 0;
  });

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the donate path on a phone and a desktop', () => {
  it('on a phone, Donate now and Share stay at the bottom of the screen however far one scrolls', async () => {
    const c = await firstCampaign();
    const page = await b.open(`/campaign/${c.id}`, PHONE);
    expect(await inView(page, 'Donate now')).toBe(true);
    expect(await inView(page, 'Share')).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    expect(await inView(page, 'Donate now')).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await inView(page, 'Donate now')).toBe(true);
    await page.screenshot({ path: '/tmp/birr/phone/detail-bottom-360.png' });

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('dialog', { name: 'Share this campaign' }).waitFor();
    await closeDialogWithEscape(page);
    await page.getByRole('button', { name: 'Donate now' }).click();
    await page.getByRole('dialog', { name: `Donate to ${c.title}` }).waitFor();
  });

  it('on a desktop, the donation panel stays in view while the story scrolls', async () => {
    const c = await firstCampaign();
    const page = await b.open(`/campaign/${c.id}`, DESKTOP);
    expect(await inView(page, 'Donate now')).toBe(true);
    // As far as the story goes: without the panel following, its button would be well above the window.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(250);
    expect(await inView(page, 'Donate now')).toBe(true);
    await page.screenshot({ path: '/tmp/birr/phone/detail-scrolled-1366.png' });
  });

  it('a card opens its campaign from its picture, and says how much was raised of what goal with a plain percentage', async () => {
    const c = await firstCampaign();
    const page = await b.open('/campaigns', PHONE);
    const card = page.getByRole('article', { name: c.title });
    await card.getByText(`${formatBr(c.raisedAmount)} raised of ${formatBr(c.goalAmount)}`).waitFor();
    const percent = await card.getByRole('progressbar').getAttribute('aria-label');
    expect(percent).toMatch(/^\d+(\.\d?[1-9])?% funded$/);
    // A person taps the middle of the picture: whatever lies there must open the campaign.
    const picture = (await card.locator('img').first().boundingBox())!;
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await page.waitForURL(`**/campaign/${c.id}`);
    await page.getByRole('heading', { name: c.title, level: 1 }).waitFor();
    await page.getByText(`raised of ${formatBr(c.goalAmount)}`).first().waitFor();
  });

  it('Recent Donations shows the latest few in the page and See all lists every one', async () => {
    const c = (await b.api<CampaignList>(`/campaign?page=1&limit=50`)).data.find((x) => x._count.Donation > 5)!;
    const { data } = await b.api<DonationList>(`/donation/${c.id}`);
    expect(data.length).toBeGreaterThan(5);
    const page = await b.open(`/campaign/${c.id}`, PHONE);
    const panel = page.getByRole('heading', { name: 'Recent Donations' }).locator('..');
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(5);
    // No box that scrolls inside the page.
    expect(await panel.evaluate((el) => [...el.querySelectorAll('*')].some((e) => getComputedStyle(e).overflowY === 'auto'))).toBe(false);
    await page.getByRole('button', { name: `See all (${data.length})` }).click();
    await expect.poll(() => page.getByRole('dialog').getByRole('listitem').count()).toBe(data.length);
  });

  it('the form offers preset amounts, states the fee first, says what is wrong under each field, and needs no email with the sandbox', async () => {
    const c = await firstCampaign(6);
    const page = await b.open(`/campaign/${c.id}`, PHONE);
    await page.getByRole('button', { name: 'Donate now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Donate', exact: true }).click();
    for (const message of ['First name is required', 'Last name is required', 'Amount must be greater than 0']) {
      await dialog.getByText(message).waitFor();
    }
    await dialog.getByLabel('Email (optional)').waitFor();
    await dialog.getByRole('button', { name: '500.00 Br' }).click();
    expect(await dialog.getByLabel('Amount (Br)').inputValue()).toBe('500');
    await dialog.getByText('A 5% service fee (25.00 Br) is deducted: the campaign receives 475.00 Br.').waitFor();
    await page.screenshot({ path: '/tmp/birr/phone/donation-form-360.png' });
    await dialog.getByLabel('First name').fill('Tigist');
    await dialog.getByLabel('Last name').fill('Phone');
    const [checkout] = await Promise.all([
      page.context().waitForEvent('page'),
      // The button repeats the amount (issue 43).
      dialog.getByRole('button', { name: 'Donate 500.00 Br', exact: true }).click(),
    ]);
    await checkout.getByRole('button', { name: 'Pay 500.00 Br' }).click();
    await checkout.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
  });

  it('a campaign past its deadline says it has ended and offers no form, whether or not it was closed', async () => {
    const c = await firstCampaign();
    const page = await b.open('/', PHONE);
    await page.clock.setFixedTime(new Date(new Date(c.deadline).getTime() + 2 * 86_400_000));
    await page.goto(`/campaign/${c.id}`);
    await page.getByRole('heading', { name: 'This campaign has ended' }).waitFor();
    await page.getByText('This campaign has ended', { exact: true }).last().waitFor();
    expect(await page.getByRole('button', { name: 'Donate now' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Share' }).first().waitFor();
  });
});

describe('honest states', () => {
  it('changing page on a slow network shows that the next page is loading', async () => {
    const page = await b.open('/campaigns', PHONE);
    await page.locator('article').first().waitFor();
    // The next page's answer is held back until the test has looked.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/api\/campaign\?.*page=2/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('status').filter({ hasText: 'Loading campaigns…' }).waitFor();
    expect(await page.locator('[aria-busy="true"]').count()).toBeGreaterThan(0);
    release();
    await page.getByRole('status').filter({ hasText: 'Loading campaigns…' }).waitFor({ state: 'detached' });
  });

  it('/campaign/confirmation opened directly claims no submission', async () => {
    const page = await b.open('/campaign/confirmation', PHONE);
    await page.getByRole('heading', { name: 'No campaign was just submitted' }).waitFor();
    expect(await page.getByText('Campaign Submitted!').count()).toBe(0);
  });

  it('/favicon.ico is an icon', async () => {
    const res = await fetch(`${b.baseURL}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/icon/);
  });
});

describe('long unbroken words', () => {
  const word = `https://example.com/${'a'.repeat(80)}`;
  let id: string;
  // In the test (the helpers poll the outbox with expect.poll, which needs one).
  const longWordCampaign = async () => {
    if (id) return;
    const token = await ensureReviewer(b.baseURL);
    // Made by an organiser (a reviewer never approves their own campaign).
    const signin = await fetch(`${b.baseURL}/api/auth/local/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.161.0.1' },
      body: JSON.stringify(DEMO),
    });
    const organiser = ((await signin.json()) as { access_token: string }).access_token;
    const title = `${word.slice(0, 94)}${unique().slice(0, 6)}`;
    id = await createViaApi(b.baseURL, organiser, title, { fullName: word, description: `${word} ${word}${word}` });
    const res = await fetch(`${b.baseURL}/api/review/campaigns/${id}/approve`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
  };

  it('never make a public page scroll sideways at 360 px, nor run the title under the donation panel', async () => {
    await longWordCampaign();
    const c = (await b.api<{ data: Campaign }>(`/campaign/${id}`)).data;
    for (const path of ['/', '/campaigns', `/campaigns?search=${encodeURIComponent('example.com')}`, `/campaign/${id}`]) {
      const page = await b.open(path, PHONE);
      await page.waitForLoadState('load');
      expect({ path, width: await scrollWidth(page) }).toEqual({ path, width: PHONE.width });
      await page.close();
    }
    const page = await b.open(`/campaign/${id}`, DESKTOP);
    expect(await scrollWidth(page)).toBe(DESKTOP.width);
    const title = await page.getByRole('heading', { level: 1, name: c.title }).boundingBox();
    const panel = await page.getByRole('heading', { name: 'Be a part of the change!' }).boundingBox();
    expect(title!.x + title!.width).toBeLessThan(panel!.x);
    await page.screenshot({ path: '/tmp/birr/phone/long-word-1366.png' });
  });

  it('cut card titles with an ellipsis', async () => {
    await longWordCampaign();
    const page = await b.open('/campaigns?search=example.com', PHONE);
    const title = page.getByRole('article').first().getByRole('link').first();
    const clamp = await title.evaluate((el) => {
      const p = el.parentElement!;
      const s = getComputedStyle(p);
      return { lines: s.webkitLineClamp, overflow: s.overflow, cut: p.scrollHeight > p.clientHeight };
    });
    expect(clamp).toEqual({ lines: '2', overflow: 'hidden', cut: true });
    await page.screenshot({ path: '/tmp/birr/phone/long-word-cards-360.png' });
  });
});
