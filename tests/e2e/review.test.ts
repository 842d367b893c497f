import { describe, expect, it } from 'vitest';
import { unique } from './auth-flow';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { createViaApi, ensureReviewer, newOrganiser, pageToken, signInReviewer } from './create-flow';
import { m } from '#i18n/paraglide/messages.js';

describe('review queue', () => {
  const { open, baseURL } = useBrowser();

  it('approves one campaign (then listed with its resized images) and rejects another with a reason', async () => {
    await ensureReviewer(baseURL);
    const organiser = await open('/', PHONE);
    await newOrganiser(organiser);
    const token = await pageToken(organiser);
    const approveTitle = `Approve me ${unique()}`;
    const rejectTitle = `Reject me ${unique()}`;
    const approvedId = await createViaApi(baseURL, token, approveTitle);
    const rejectedId = await createViaApi(baseURL, token, rejectTitle);

    const page = await open('/', DESKTOP);
    await signInReviewer(page, baseURL);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Review' }).click();
    await page.waitForURL('**/admin/review');
    await page.getByRole('heading', { name: 'Review campaigns' }).waitFor();

    const card = page.getByRole('article', { name: approveTitle });
    await card.getByRole('img', { name: `Cover image of ${approveTitle}` }).waitFor();
    await card.getByText('Account number').waitFor();
    // Documents open through a short-lived authorised link, in a new tab.
    const [doc] = await Promise.all([
      page.context().waitForEvent('page'),
      card.getByRole('button', { name: /Supporting document: story\.pdf/ }).click(),
    ]);
    await doc.waitForURL((u) => u.href !== 'about:blank');
    const pdf = await page.context().request.get(doc.url());
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await doc.close();

    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`${m.rv_approved()}: ${approveTitle}`).waitFor();
    await card.waitFor({ state: 'detached' });

    const other = page.getByRole('article', { name: rejectTitle });
    await other.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject campaign' });
    await dialog.getByRole('button', { name: 'Reject campaign' }).click();
    await dialog.getByText(m.rv_reason_required()).waitFor();
    await dialog.getByLabel('Reason').fill('The cover image does not show the patient.');
    await dialog.getByRole('button', { name: 'Reject campaign' }).click();
    await page.getByText(`${m.rv_rejected()}: ${rejectTitle}`).waitFor();
    await other.waitFor({ state: 'detached' });

    // Live: on /campaigns with its resized images; the rejected one is nowhere.
    const list = await open(`/campaigns?search=${encodeURIComponent(approveTitle)}`, PHONE);
    const img = list.getByRole('article', { name: approveTitle }).locator('img');
    await img.waitFor();
    expect(await img.getAttribute('srcset')).toMatch(/\d+w/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect((await fetch(`${baseURL}/api/campaign/${approvedId}`)).status).toBe(200);
    expect((await fetch(`${baseURL}/api/campaign/${rejectedId}`)).status).toBe(404);
  });

  // The review queue and the reviewers' console (console.test.ts) refuse the same non-reviewer:
  // one account checks both (they were two tests signing up one organiser each).
  it('is only for reviewers: no menu entry, a 403 page, and the API refuses (queue and console)', async () => {
    const page = await open('/', PHONE);
    await newOrganiser(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Review' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Console' }).count()).toBe(0);
    await page.goto('/admin/review');
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Review campaigns' }).count()).toBe(0);
    const auth = { authorization: `Bearer ${await pageToken(page)}` };
    expect((await fetch(`${baseURL}/api/review/campaigns`, { headers: auth })).status).toBe(403);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await page.getByRole('region', { name: 'Totals' }).count()).toBe(0);
    expect((await fetch(`${baseURL}/api/admin/overview`, { headers: auth })).status).toBe(403);
  });

  it('says "You are offline" on its buttons while offline', async () => {
    const organiser = await open('/', PHONE);
    await newOrganiser(organiser);
    const title = `Offline review ${unique()}`;
    await createViaApi(baseURL, await pageToken(organiser), title);
    const page = await open('/', PHONE);
    await signInReviewer(page, baseURL);
    await page.goto('/admin/review');
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Approve' }).waitFor();
    await page.context().setOffline(true);
    await expect.poll(() => card.getByRole('button', { name: 'You are offline' }).count()).toBe(2);
    expect(await card.getByRole('button', { name: 'You are offline' }).first().isDisabled()).toBe(true);
    await page.context().setOffline(false);
    await card.getByRole('button', { name: 'Approve' }).waitFor();
  });
});
