import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { greeting, PASSWORD, signInViaApi, signUpViaApi, unique } from './auth-flow';
import { e2eServer } from './server';
import { createViaApi, ensureReviewer, fillStep1, newOrganiser, next, pageToken, stepShown } from './create-flow';

const DEMO_PASSWORD = 'Demo12345!';
const shots = process.env.PROFILE_SHOTS;

// Signing up and in happen through the API here (the pages themselves: auth.test.ts); the
// browser gets the session as the app keeps it, then shows "/" with the person's greeting.
async function newAccount(page: Page, firstName: string) {
  const email = `${firstName.toLowerCase()}.${unique()}@example.com`;
  await signUpViaApi(page, e2eServer().baseURL, { firstName, email });
  await greeting(page, firstName).waitFor();
  return email;
}

async function signInAs(page: Page, email: string, firstName: string, password = DEMO_PASSWORD) {
  await signInViaApi(page, e2eServer().baseURL, email, password);
  await page.goto('/');
  await greeting(page, firstName).waitFor();
}

const avatarSrc = (page: Page) => page.getByRole('button', { name: 'Account menu' }).locator('img').getAttribute('src');

describe('profile', () => {
  const { open, baseURL } = useBrowser();

  it('sends a signed-out visitor to sign in', async () => {
    const page = await open('/profile?tab=donations');
    await page.waitForURL((url) => url.pathname === '/auth/signin');
  });

  it('edits the names and the picture, and the navbar shows them at once', async () => {
    const page = await open('/');
    await newAccount(page, 'Liya');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await expect.poll(() => page.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('User ID:').waitFor();
    await page.getByText('12 March 1994').waitFor();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    // The spec's age rule blocks Save, with its message under the form.
    await page.getByLabel('Date of Birth').fill(`${new Date().getFullYear() - 5}-06-01`);
    await page.getByText('Age must be between 13 and 100').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.getByLabel('Date of Birth').fill('1990-06-01');
    await page.getByLabel('First name').fill('Liyana');

    const dir = mkdtempSync(path.join(tmpdir(), 'birr-profile-'));
    const file = path.join(dir, 'me.png');
    writeFileSync(file, await sharp({ create: { width: 500, height: 400, channels: 3, background: '#1971c2' } }).png().toBuffer());
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose picture' }).click();
    await (await chooser).setFiles(file);
    await page.getByText('me.png').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/profile-edit-${page.viewportSize()?.width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    // The navbar changed without a reload.
    await greeting(page, 'Liyana').waitFor();
    await expect.poll(() => avatarSrc(page)).toMatch(/^\/media\/avatars\/.+\.webp$/);
    await page.getByText('1 June 1990').waitFor();
    expect(await page.getByRole('button', { name: 'Edit Profile' }).isVisible()).toBe(true);

    // Stored on the server: still there after a reload.
    await page.reload();
    await greeting(page, 'Liyana').waitFor();
    await page.getByText('1 June 1990').waitFor();
    const picture = (await avatarSrc(page))!;
    expect((await fetch(`${baseURL}${picture}`)).headers.get('content-type')).toBe('image/webp');
  });

  it('cancel restores the stored values', async () => {
    const page = await open('/');
    await signInAs(page, 'hana@example.com', 'Hana');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('First name').fill('Someone else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    expect(await page.getByLabel('First name').inputValue()).toBe('Hana');
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('lists the campaigns of every status on %s, opened from the navbar menu or the address', async (_, viewport) => {
    const page = await open('/', viewport);
    await signInAs(page, 'meron@example.com', 'Meron');
    if (viewport === PHONE) {
      // Under 1024 px the navbar's menu carries "My Campaigns" (spec: navigation bar).
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'My Campaigns' }).click();
      await page.waitForURL((u) => u.pathname === '/profile' && u.searchParams.get('tab') === 'campaigns');
    } else {
      await page.goto('/profile?tab=campaigns');
    }
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor();
    const list = page.getByRole('tabpanel');
    await list.getByText('PENDING', { exact: true }).waitFor();
    expect(await list.getByText('ACTIVE', { exact: true }).count()).toBe(4);
    expect(await list.getByText(/^Goal: [\d,]+\.\d\d Br • Raised: [\d,]+\.\d\d Br$/).count()).toBe(5);
    // Only an ACTIVE campaign's title links to its public page; every campaign links to the
    // organiser's own page (Manage, or Preview while pending).
    expect(await list.getByRole('link', { name: /^(Manage|Preview|Fix and resubmit)$/ }).count()).toBe(5);
    const titles = list.getByRole('link').filter({ hasNotText: /^(Manage|Preview|Fix and resubmit)$/ });
    expect(await titles.count()).toBe(4);
    if (shots) await page.screenshot({ path: `${shots}/profile-campaigns-${viewport.width}.png`, fullPage: true });
    await titles.first().click();
    await page.waitForURL(/\/campaign\/[0-9a-f-]{36}$/);
  });

  it('lists the donations with the verified-only total', async () => {
    const page = await open('/', PHONE);
    await signInAs(page, 'daniel@example.com', 'Daniel');
    const me = await page.evaluate(async () => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('access_token='))!.slice('access_token='.length);
      const res = await fetch('/api/user/me', { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });
      return (await res.json()).data as { Donation: { amount: number; paymentStatus: string; txRef: string }[] };
    });
    const verified = me.Donation.filter((d) => d.paymentStatus === 'VERIFIED');
    expect(verified.length).toBeGreaterThan(0);
    expect(me.Donation.length).toBeGreaterThan(verified.length);
    const total = verified.reduce((s, d) => s + d.amount, 0);

    await page.goto('/profile?tab=donations');
    await page.getByRole('heading', { name: 'Donation History' }).waitFor();
    const expected = new Intl.NumberFormat('en-ET', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(total);
    await page.getByText(`Total donated: ${expected} Br`).waitFor();
    await page.getByText(`${verified.length} verified donations`).waitFor();
    await page.getByText(`Reference: ${me.Donation[0].txRef}`).waitFor();
    expect(await page.getByText('pending', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('verified', { exact: true }).count()).toBe(verified.length);
    if (shots) await page.screenshot({ path: `${shots}/profile-donations-360.png`, fullPage: true });
  });

  it('changes the password, keeps this browser signed in and signs the other one out', async () => {
    const page = await open('/');
    const email = await newAccount(page, 'Abel');
    const other = await open('/', PHONE);
    await signInAs(other, email, 'Abel', PASSWORD);

    await page.goto('/profile?tab=settings');
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Another123!');
    await page.getByLabel('Confirm new password').fill('Another124!');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Passwords do not match.').waitFor();

    await page.getByLabel('Current password').fill('wrong-password');
    await page.getByLabel('Confirm new password').fill('Another123!');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Your current password is incorrect').waitFor();

    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated successfully!').waitFor();
    expect(await page.getByLabel('Current password').inputValue()).toBe('');
    if (shots) await page.screenshot({ path: `${shots}/profile-settings-${page.viewportSize()?.width}.png`, fullPage: true });

    // This browser goes on; the other one is asked to sign in again.
    await page.reload();
    await greeting(page, 'Abel').waitFor();
    await other.goto('/profile');
    await other.waitForURL((url) => url.pathname === '/auth/signin');
  });
});

describe('profile after creating and donating', () => {
  const { open, baseURL } = useBrowser();

  it('shows the new campaigns with their statuses and the donations with the verified total', async () => {
    const page = await open('/', PHONE);
    await newOrganiser(page, 'Tsion');
    const token = await pageToken(page);
    const approvedTitle = `Clean water for Adama ${unique()}`;
    const rejectedTitle = `Blurry papers ${unique()}`;
    const approved = await createViaApi(baseURL, token, approvedTitle);
    const rejected = await createViaApi(baseURL, token, rejectedTitle);

    // Before review: both pending.
    await page.goto('/profile?tab=campaigns');
    await page.getByText(approvedTitle).waitFor();
    expect(await page.getByRole('tabpanel').getByText('PENDING', { exact: true }).count()).toBe(2);

    const reviewer = await ensureReviewer(baseURL);
    const review = (id: string, action: string, body?: object) =>
      fetch(`${baseURL}/api/review/campaigns/${id}/${action}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${reviewer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    expect((await review(approved, 'approve')).status).toBe(200);
    expect((await review(rejected, 'reject', { reason: 'The documents cannot be read.' })).status).toBe(200);

    // Two donations to the approved campaign: one paid, one cancelled at the checkout.
    const donate = async (amount: number, action: 'pay' | 'cancel') => {
      const res = await fetch(`${baseURL}/api/donation/${approved}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ donorFirstName: 'Tsion', donorLastName: 'Tester', email: 'tsion@example.com', amount, isAnonymous: false }),
      });
      expect(res.status).toBe(201);
      const { data } = (await res.json()) as { data: { checkoutUrl: string; txRef: string } };
      const decided = await fetch(new URL(`${data.checkoutUrl}/${action}`, baseURL), { method: 'POST', redirect: 'manual' });
      expect(decided.status).toBe(303);
      return data.txRef;
    };
    const paid = await donate(1500.5, 'pay');
    const cancelled = await donate(700, 'cancel');

    await page.reload();
    const campaignsTab = page.getByRole('tabpanel');
    await campaignsTab.getByRole('link', { name: approvedTitle }).waitFor();
    await campaignsTab.getByText('Goal: 20,000.00 Br • Raised: 1,500.50 Br').waitFor();
    await campaignsTab.getByText('Reason: The documents cannot be read.').waitFor();
    await campaignsTab.getByText('REJECTED', { exact: true }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/profile-new-campaigns-360.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Donation History' }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'donations');
    await page.getByText(`Reference: ${paid}`).waitFor();
    await page.getByText(`Reference: ${cancelled}`).waitFor();
    expect(await page.getByText(/^Donated: 1,500\.50 Br/).count()).toBe(1);
    // The cancelled payment is not called a donation.
    await page.getByText(/^Did not go through: 700\.00 Br/).waitFor();
    expect(await page.getByText(/^Donated: 700\.00 Br/).count()).toBe(0);
    expect(await page.getByText('verified', { exact: true }).count()).toBe(1);
    await page.getByText('Total donated: 1,500.50 Br').waitFor();
    await page.getByText('1 verified donation', { exact: true }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/profile-new-donations-360.png`, fullPage: true });
  });
});

describe('profile offline', () => {
  const { open } = useBrowser();

  it('says "You are offline" on Save and on the password button instead of trying', async () => {
    const page = await open('/');
    await signInAs(page, 'selam@example.com', 'Selam');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.context().setOffline(true);
    const save = page.getByRole('button', { name: 'You are offline' });
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);

    await page.getByRole('tab', { name: 'Settings' }).click();
    // Both of Settings' network actions say so: the password form and "Download my data".
    const offline = page.getByRole('button', { name: 'You are offline' });
    await expect.poll(() => offline.count()).toBe(2);
    expect(await offline.evaluateAll((buttons) => buttons.every((b) => (b as HTMLButtonElement).disabled))).toBe(true);

    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Update Password' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Download my data' }).waitFor();
  });
});

describe('profile and local drafts', () => {
  const { open } = useBrowser();

  it('lists an unfinished campaign kept on this device, and Resume goes back to it', async () => {
    const page = await open('/');
    await newOrganiser(page, 'Yared');
    await page.goto('/campaign/create/personal');
    await stepShown(page, 1);
    await fillStep1(page, 'personal');
    await next(page);
    await stepShown(page, 2);
    await page.waitForURL((u) => u.searchParams.has('draft'));
    const draftId = new URL(page.url()).searchParams.get('draft')!;
    // What the organiser reads before leaving: the step is kept on this device.
    await page.getByRole('status').getByText('All changes saved on this device').waitFor();

    await page.goto('/profile?tab=campaigns');
    const drafts = page.getByRole('region', { name: 'Drafts on this device' });
    await drafts.getByText('Untitled personal campaign').waitFor();
    await drafts.getByText(/step 2 of 4/).waitFor();
    await page.getByText("You haven't created any campaigns yet.").waitFor();
    await drafts.getByRole('link', { name: 'Resume' }).click();
    await page.waitForURL((u) => u.pathname === '/campaign/create/personal' && u.searchParams.get('draft') === draftId);
    await stepShown(page, 2);
  });
});
