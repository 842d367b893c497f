// The operators' console in Chromium, as a reviewer uses it on a 360 px phone: the overview from
// the account menu, a person found by their email and deactivated with a reason (their session
// ends at once), and a non-reviewer refused, with no menu entry and a 403 from the API.
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { newOrganiser, pageToken, signInReviewer } from './create-flow';
import { m } from '#i18n/paraglide/messages.js';

describe('the operators’ console', () => {
  const { open, baseURL } = useBrowser();

  it('a reviewer on a phone sees the overview, finds a person, deactivates them with a reason and sees them deactivated', async () => {
    const person = await open('/', DESKTOP);
    const email = await newOrganiser(person, 'Selam');
    const personToken = await pageToken(person);

    const page = await open('/', PHONE);
    await signInReviewer(page, baseURL);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Console' }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await page.getByRole('region', { name: 'Totals' }).getByText('Money raised').waitFor();
    await page.getByRole('img', { name: /^Money raised: / }).waitFor();
    await page.getByText('Waiting for a decision').waitFor();
    // The console fits the phone: nothing runs off to the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'People' }).click();
    await page.getByLabel('Search by name, email or phone').fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Found: 1').waitFor();
    await page.getByRole('link', { name: 'Selam Tester' }).click();
    await page.getByRole('heading', { name: 'Selam Tester' }).waitFor();

    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate account' });
    await dialog.getByRole('button', { name: 'Deactivate account' }).click();
    await dialog.getByText(m.adm_reason_required()).waitFor();
    await dialog.getByLabel('Reason').fill('Asked donors to pay outside Birr.');
    await dialog.getByRole('button', { name: 'Deactivate account' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/^Deactivated on .*: Asked donors to pay outside Birr\.$/).waitFor();
    await page.getByRole('button', { name: 'Reactivate' }).waitFor();

    // Their session has ended, on every device.
    const me = await fetch(`${baseURL}/api/user/me`, { headers: { authorization: `Bearer ${personToken}` } });
    expect(me.status).toBe(401);

    // What needs an operator: the Health page, from the console's navigation, fitting the phone.
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: /^Health/ }).click();
    await page.getByRole('heading', { name: 'What needs an operator now', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/birr/console/health-phone.png', fullPage: true });
  });

  // A non-reviewer is refused the console in review.test.ts (with the review queue, one account).
});
