import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CampaignList } from '#contract/campaign';
import { PHONE, useBrowser } from './browser';

const b = useBrowser();

/** An open campaign (its deadline today or later in Ethiopia) from the public list. */
async function openCampaign() {
  const { data } = await b.api<CampaignList>('/campaign?page=1&limit=50');
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  return data.find((c) => c.deadline.slice(0, 10) > today)!;
}

// Days left, today, or ended — in Amharic.
const DAYS_AM = /\d+ ቀን ቀርቷል|\d+ ቀናት ቀርተዋል|ዛሬ የመጨረሻው ቀን ነው!/;

/** English words a visitor sees outside what people typed (translate="no"), the brand and third parties. */
async function englishWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const allowed = new Set(['Birr', 'English', 'telebirr', 'CBE', 'Chapa', 'Pesa', 'QR', 'support', 'birr', 'et']);
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('[translate="no"], script, style, noscript, [hidden], [aria-hidden="true"]')) continue;
      if (!el.checkVisibility?.() && el.offsetParent === null) continue;
      for (const w of n.textContent?.match(/[A-Za-z]{2,}/g) ?? []) if (!allowed.has(w)) words.push(w);
    }
    return words;
  });
}

describe('the public pages in Amharic', () => {
  it('shows no English outside names, the brand and third parties', async () => {
    const c = await openCampaign();
    for (const path of ['/?lang=am', '/campaigns?lang=am', `/campaign/${c.id}?lang=am`]) {
      const page = await b.open(path);
      await page.locator('article, h1').first().waitFor();
      expect({ path, words: await englishWords(page) }).toEqual({ path, words: [] });
    }
  });

  it('shows the landing page in Amharic: hero, cards with days left, money in ብር', async () => {
    const page = await b.open('/?lang=am');
    expect(await page.locator('html').getAttribute('lang')).toBe('am');
    await page.getByRole('heading', { name: 'ደስታ ከእርስዎ ተግባር ይመነጫል' }).waitFor();
    await page.getByRole('button', { name: 'አሁን ይለግሱ' }).waitFor();
    await page.getByRole('heading', { name: 'ተለይተው የቀረቡ ዘመቻዎች' }).waitFor();
    const card = page.locator('article').first();
    await card.getByRole('link', { name: 'ይለግሱ', exact: true }).waitFor();
    await expect(card.getByText(DAYS_AM).count()).resolves.toBe(1);
    await expect(card.getByText(/ከ[\d,.]+ ብር ተሰብስቧል/).count()).resolves.toBe(1);
    // The questions below the first view, and no English left in them.
    await page.getByRole('heading', { name: 'ተደጋግመው የሚነሱ ጥያቄዎች' }).waitFor();
    await page.getByText('የBirr ዓላማ ምንድን ነው?').waitFor();
    // What people typed stays as they typed it, marked so (browser translators leave it alone).
    expect(await card.locator('[translate="no"]').count()).toBeGreaterThan(0);
  });

  it('is Amharic in the server-rendered HTML, before any script', async () => {
    const html = await (await fetch(`${b.baseURL}/?lang=am`)).text();
    expect(html).toContain('ደስታ ከእርስዎ ተግባር ይመነጫል');
    expect(html).toContain('ተለይተው የቀረቡ ዘመቻዎች');
    expect(html).not.toContain('Happiness comes from your action');
  });

  it('lists campaigns in Amharic, with categories by their Amharic names', async () => {
    const page = await b.open('/campaigns?lang=am');
    await page.getByRole('heading', { name: 'ክፍት ዘመቻዎች', level: 1 }).waitFor();
    await page.getByPlaceholder('ዘመቻዎችን ይፈልጉ...').waitFor();
    await page.getByRole('button', { name: 'የሕፃናት እንክብካቤ' }).waitFor();
    await page.getByRole('navigation', { name: 'ገጾች' }).waitFor();
    await page.locator('article').first().getByRole('link', { name: 'ይለግሱ', exact: true }).waitFor();
  });

  it('shows a campaign page and the donation form in Amharic, with Ethiopian dates', async () => {
    const c = await openCampaign();
    const page = await b.open(`/campaign/${c.id}?lang=am`);
    await page.getByRole('heading', { name: c.title, level: 1 }).waitFor();
    await page.getByText(/[\d,.]+ ብር ተሰብስቧል/).first().waitFor();
    await page.getByText('ይህን ዘመቻ እያዘጋጁ ነው', { exact: false }).waitFor();
    await page.getByRole('heading', { name: 'የቅርብ ጊዜ ልገሳዎች' }).waitFor();
    const deadline = page.locator('time[title]').first();
    expect(await deadline.textContent()).toMatch(DAYS_AM);
    // The deadline in the Ethiopian calendar, the year followed by ዓ.ም.
    expect(await deadline.getAttribute('title')).toMatch(/^የማብቂያ ቀን፡ .*\d{4} ዓ\.ም\.$/);

    await page.getByRole('button', { name: 'ይለግሱ', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '100.00 ብር' }).waitFor();
    await dialog.getByLabel('መጠን (ብር)').waitFor();
    await dialog.getByText('የአገልግሎት ዋጋ', { exact: false }).first().waitFor();
    await dialog.getByRole('checkbox', { name: 'ስሜ ሳይገለጽ ልለግስ' }).waitFor();
    // Submitting empty: the rules' words in Amharic.
    await dialog.getByLabel('የመጀመሪያ ስም').fill('');
    await dialog.getByRole('button', { name: 'ይለግሱ', exact: true }).click();
    await dialog.getByText('የመጀመሪያ ስም ያስፈልጋል').waitFor();
    await dialog.getByText('መጠኑ ከ0 በላይ መሆን አለበት').waitFor();
    await dialog.getByRole('button', { name: '500.00 ብር' }).click();
    await dialog.getByText(/ዘመቻው [\d,.]+ ብር ይቀበላል/).waitFor();
  });

  it('fits a phone in Amharic: the sticky bar says ይለግሱ and ያጋሩ', async () => {
    const c = await openCampaign();
    const page = await b.open(`/campaign/${c.id}?lang=am`, PHONE);
    const bar = page.getByRole('region', { name: 'ይለግሱ' });
    await bar.getByRole('button', { name: 'ይለግሱ', exact: true }).waitFor();
    await bar.getByRole('button', { name: 'ያጋሩ' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('answers a refused donation in the language asked for', async () => {
    const c = await openCampaign();
    const body = JSON.stringify({ donorFirstName: 'Abebe', donorLastName: 'Kebede', email: 'a@example.com', amount: 0 });
    const ask = (lang: string) =>
      fetch(`${b.baseURL}/api/donation/guest/${c.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': lang, 'x-forwarded-for': '10.77.0.1' },
        body,
      }).then(async (r) => ({ status: r.status, message: ((await r.json()) as { message: string }).message }));
    const am = await ask('am');
    expect(am.status).toBe(400);
    expect(am.message).toContain('መጠኑ ከ0 በላይ መሆን አለበት');
    const en = await ask('en');
    expect(en.message).toContain('Amount must be greater than 0');
  });

  it('keeps English as it was', async () => {
    const page = await b.open('/?lang=en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('heading', { name: 'Happiness comes from your action' }).waitFor();
    const card = page.locator('article').first();
    await card.getByRole('link', { name: 'Donate now' }).waitFor();
    await expect(card.getByText(/\d+ days? left|Today is the day!/).count()).resolves.toBe(1);
    await expect(card.getByText(/raised of [\d,.]+ Br/).count()).resolves.toBe(1);
    await expect(card.getByText(/\d+ donations?$/).count()).resolves.toBe(1);
  });
});
