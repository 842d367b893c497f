// Amharic where English once remained, as a person meets it: what a screen reader hears in the campaign
// page's gallery, and a failed payout's reason on the organiser's screen — in Amharic.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CampaignList } from '#contract/campaign';
import { unique } from './auth-flow';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { createViaApi, ensureReviewer, newOrganiser, pageToken } from './create-flow';

const b = useBrowser();

/** A public campaign with at least two pictures, so the gallery is a carousel. */
async function campaignWithPictures() {
  const { data } = await b.api<CampaignList>('/campaign?page=1&limit=50');
  const found = data.find((c) => c.campaignMedia.length >= 2);
  if (!found) throw new Error('no seeded campaign has two pictures');
  return found;
}

/**
 * What a screen reader says: every name and text in the page's accessibility tree (Chromium's, over
 * CDP), and the role descriptions ("carousel", "slide") it reads with them (the DOM's, which that
 * tree does not list).
 */
async function spoken(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{ ignored?: boolean; name?: { value?: string } }>;
  };
  const out: string[] = [];
  for (const n of nodes) {
    if (n.ignored) continue;
    if (n.name?.value) out.push(n.name.value);
  }
  const described = await page.evaluate(() => [...document.querySelectorAll('[aria-roledescription]')].map((e) => e.getAttribute('aria-roledescription')!));
  return [...out, ...described];
}

describe('the campaign gallery in Amharic', () => {
  it('names its pictures, controls and position in Amharic (no "Slide 1 of 2"), and in English on English pages', async () => {
    const c = await campaignWithPictures();
    const total = c.campaignMedia.length;
    const page = await b.open(`/campaign/${c.id}?lang=am`, DESKTOP);
    const gallery = page.getByRole('region', { name: `${c.title}፦ ምስሎች` });
    await gallery.getByRole('group', { name: `ምስል 1 ከ${total}` }).waitFor({ state: 'attached' });
    await page.getByRole('status').filter({ hasText: `ምስል 1 ከ${total}` }).waitFor({ state: 'attached' });
    await gallery.getByRole('tablist', { name: 'ምስሎች' }).waitFor();
    await gallery.getByRole('tab', { name: 'ምስል 2 ያሳዩ' }).waitFor();
    await gallery.getByRole('button', { name: 'ቀጣይ ምስል' }).click();
    await page.getByRole('status').filter({ hasText: `ምስል 2 ከ${total}` }).waitFor({ state: 'attached' });

    const said = await spoken(page);
    expect(said).toContain('የምስሎች ማሳያ');
    expect(said).toContain('ምስል');
    expect(said.filter((s) => /\b(slides?|carousel)\b/i.test(s))).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-gaps-gallery-am.png' });

    const en = await b.open(`/campaign/${c.id}?lang=en`, PHONE);
    const enGallery = en.getByRole('region', { name: `${c.title} images` });
    await enGallery.getByRole('group', { name: `Picture 1 of ${total}` }).waitFor({ state: 'attached' });
    await en.getByRole('status').filter({ hasText: `Picture 1 of ${total}` }).waitFor({ state: 'attached' });
    await enGallery.getByRole('tablist', { name: 'Pictures' }).waitFor();
  });
});

describe('a failed payout on the organiser’s screen in Amharic', () => {
  it('says why in Amharic, not in the bank’s English', async () => {
    const reviewer = await ensureReviewer(b.baseURL);
    const organiser = await b.open('/', PHONE);
    await newOrganiser(organiser);
    const token = await pageToken(organiser);
    const title = `Failed payout ${unique()}`;
    // The sandbox bank refuses accounts ending in 0000.
    const id = await createViaApi(b.baseURL, token, title, { accountNumber: '1234560000' });
    const json = { 'content-type': 'application/json' };
    await fetch(`${b.baseURL}/api/review/campaigns/${id}/approve`, { method: 'POST', headers: { ...json, authorization: `Bearer ${reviewer}` }, body: '{}' });
    const gift = await fetch(`${b.baseURL}/api/donation/guest/${id}`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': '10.79.27.1' },
      body: JSON.stringify({ donorFirstName: 'A', donorLastName: 'B', email: 'a@example.com', amount: 300, isAnonymous: false }),
    });
    const { txRef } = ((await gift.json()) as { data: { txRef: string } }).data;
    await fetch(`${b.baseURL}/api/payments/sandbox/${txRef}/pay`, { method: 'POST', redirect: 'manual' });
    const asked = await fetch(`${b.baseURL}/api/campaign/${id}/withdrawals`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${unique()}` },
      body: JSON.stringify({ amount: 100 }),
    });
    const { data } = (await asked.json()) as { data: { id: string } };
    const approved = await fetch(`${b.baseURL}/api/review/withdrawals/${data.id}/approve`, { method: 'POST', headers: { ...json, authorization: `Bearer ${reviewer}` }, body: '{}' });
    expect(((await approved.json()) as { data: { status: string } }).data.status).toBe('FAILED');

    await organiser.goto(`${b.baseURL}/profile?lang=am`);
    await organiser.getByRole('tab', { name: 'የእኔ ዘመቻዎች' }).click();
    const row = organiser.getByRole('listitem').filter({ hasText: title });
    await row.getByRole('button', { name: 'ቀሪ ሂሳብና ገንዘብ ማውጣት' }).click();
    const payouts = row.getByRole('list', { name: 'ገንዘብ ማውጣት' });
    await payouts.getByText('ባንኩ የባንክ ሂሳቡን አልተቀበለውም').waitFor();
    await payouts.getByText('አልተሳካም').waitFor();
    expect(await payouts.getByText(/refused|sandbox/i).count()).toBe(0);
    await row.screenshot({ path: '/tmp/i18n-gaps-payout-am.png' });
  }, 180_000);
});
