import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Campaign, CampaignList } from '#contract/campaign';
import type { DonationList } from '#contract/donation';
import { DEMO, greeting, signInViaApi } from './auth-flow';
import { formatBr } from '#contract/money';
import { donateFormReady, PHONE, useBrowser } from './browser';

const b = useBrowser();
const br = (n: number) => formatBr(n);

/**
 * The index-th open campaign that the demo donor (Abebe) does not organise and that is still open:
 * the newest in the list change as other test files create campaigns, so position alone would
 * make a test depend on which files ran before it.
 */
async function campaign(index: number) {
  const { data } = await b.api<CampaignList>('/campaign?page=1&limit=50');
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  const open = data.filter((c) => c.user.firstName !== 'Abebe' && c.deadline.slice(0, 10) >= today);
  return open[index];
}
const fresh = (id: string) => b.api<{ data: Campaign }>(`/campaign/${id}`).then((r) => r.data);

async function fillDonation(page: Page, v: { first?: string; last?: string; email?: string; amount: string; anonymous?: boolean }) {
  const dialog = page.getByRole('dialog');
  if (v.first !== undefined) await dialog.getByLabel('First name').fill(v.first);
  if (v.last !== undefined) await dialog.getByLabel('Last name').fill(v.last);
  if (v.email !== undefined) await dialog.getByLabel('Email').fill(v.email);
  await dialog.getByLabel('Amount (Br)').fill(v.amount);
  if (v.anonymous) await dialog.getByRole('checkbox', { name: 'Donate Anonymously' }).check();
  return dialog;
}

/** The checkout opens in a new tab; resolves to that tab. */
async function donateAndOpenCheckout(page: Page) {
  const [checkout] = await Promise.all([
    page.context().waitForEvent('page'),
    // The button repeats the amount once there is one (issue 43): "Donate 1,234.00 Br".
    page.getByRole('dialog').getByRole('button', { name: /^Donate [\d,.]+ Br$/ }).click(),
  ]);
  await checkout.waitForLoadState();
  return checkout;
}

describe('donating', () => {
  it('a guest pays through the sandbox checkout, sees the thank-you page, and the campaign counts it once', async () => {
    const c = await campaign(1);
    const page = await b.open(`/campaign/${c.id}`);
    await page.getByText(`${br(c.raisedAmount)} raised`).first().waitFor();
    await page.getByRole('button', { name: 'Donate now' }).click();
    await fillDonation(page, { first: 'Meron', last: 'Haileselassie', email: 'meron@example.com', amount: '1234' });
    const checkout = await donateAndOpenCheckout(page);
    // The modal closes once the checkout has opened.
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await checkout.getByRole('heading', { name: c.title }).waitFor();
    await checkout.getByText('1,234.00 Br', { exact: true }).waitFor();
    await checkout.screenshot({ path: '/tmp/birr/donations/checkout-desktop.png' });
    await checkout.getByRole('button', { name: 'Pay 1,234.00 Br' }).click();

    await checkout.waitForURL(/\/donation\/thank-you\?tx_ref=/);
    await checkout.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
    await checkout.getByText(/is confirmed/).waitFor();
    await checkout.getByText(/Reference: birr-/).waitFor();
    await checkout.screenshot({ path: '/tmp/birr/donations/thank-you-desktop.png' });

    const after = await fresh(c.id);
    expect(after.raisedAmount).toBe(c.raisedAmount + 1234);
    expect(after._count.Donation).toBe(c._count.Donation + 1);
    const list = await b.api<DonationList>(`/donation/${c.id}`);
    expect(list.data[0]).toMatchObject({ donorFirstName: 'Meron', donorLastName: 'Haileselassie', amount: 1234 });

    // Back on the campaign's tab: becoming visible again refetches its numbers and Recent Donations.
    await page.bringToFront();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await page.getByText(`${br(c.raisedAmount + 1234)} raised`).first().waitFor();
    await page.getByText('Meron Haileselassie').waitFor();

    // The thank-you page links to the campaign, which shows the same.
    await checkout.getByRole('link', { name: c.title }).click();
    await checkout.getByText(`${br(c.raisedAmount + 1234)} raised`).first().waitFor();
    await checkout.getByText('Meron Haileselassie').waitFor();
  });

  it('an anonymous donation shows as Anonymous; opening where popups are blocked uses the same tab', async () => {
    const c = await campaign(2);
    const page = await b.open(`/campaign/${c.id}`, PHONE);
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'Donate now' }).click();
    await fillDonation(page, { first: 'Secret', last: 'Giver', email: 'secret@example.com', amount: '77.50', anonymous: true });
    await page.getByRole('dialog').getByRole('button', { name: 'Donate 77.50 Br', exact: true }).click();
    await page.waitForURL(/\/api\/payments\/sandbox\//);
    await page.screenshot({ path: '/tmp/birr/donations/checkout-phone.png', fullPage: true });
    await page.getByRole('button', { name: 'Pay 77.50 Br' }).click();
    await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
    await page.screenshot({ path: '/tmp/birr/donations/thank-you-phone.png', fullPage: true });
    await page.getByRole('link', { name: 'Back to the campaign' }).click();
    await page.getByText(`${br(c.raisedAmount + 77.5)} raised`).first().waitFor();
    const recent = page.getByRole('list').filter({ hasText: 'Anonymous' });
    await recent.getByText('Anonymous').first().waitFor();
    expect(await page.getByText('Secret Giver').count()).toBe(0);
  });

  it('cancelling at checkout changes nothing and the thank-you page says the payment did not go through', async () => {
    const c = await campaign(3);
    const page = await b.open(`/campaign/${c.id}`);
    await page.getByRole('button', { name: 'Donate now' }).click();
    await fillDonation(page, { first: 'Abel', last: 'Tesfaye', email: 'abel@example.com', amount: '500' });
    const checkout = await donateAndOpenCheckout(page);
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await checkout.getByRole('heading', { name: 'Your payment did not go through' }).waitFor();
    await checkout.getByText(/nothing was donated/).waitFor();
    const after = await fresh(c.id);
    expect(after.raisedAmount).toBe(c.raisedAmount);
    expect(after._count.Donation).toBe(c._count.Donation);
  });

  it('shows the server’s reason in the form when a donation is refused', async () => {
    const c = await campaign(4);
    const page = await b.open(`/campaign/${c.id}`);
    await page.getByRole('button', { name: 'Donate now' }).click();
    const dialog = await fillDonation(page, { first: 'Big', last: 'Spender', email: 'big@example.com', amount: '2000000' });
    await dialog.getByRole('button', { name: 'Donate', exact: true }).click();
    await dialog.getByText('Amount must be at most 1,000,000.00 Br').waitFor();
    expect((await fresh(c.id)).raisedAmount).toBe(c.raisedAmount);
  });

  it('prefills a signed-in donor’s name and email', async () => {
    const c = await campaign(5);
    // Signed in through the API (the sign-in page itself: auth.test.ts).
    const page = await b.open('/');
    await signInViaApi(page, b.baseURL, DEMO.email, DEMO.password);
    await page.reload();
    await greeting(page, 'Abebe').waitFor();
    await page.goto(`/campaign/${c.id}`);
    await donateFormReady(page);
    await page.getByRole('button', { name: 'Donate now' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Last name').inputValue()).toBe('Kebede');
    expect(await dialog.getByLabel('First name').inputValue()).toBe('Abebe');
    expect(await dialog.getByLabel('Email').inputValue()).toBe(DEMO.email);
    await dialog.getByLabel('Amount (Br)').fill('25');
    const checkout = await donateAndOpenCheckout(page);
    await checkout.getByRole('button', { name: 'Pay 25.00 Br' }).click();
    await checkout.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
    expect((await fresh(c.id)).raisedAmount).toBe(c.raisedAmount + 25);
  });

  it('says "You are offline" instead of starting a donation without a network', async () => {
    const c = await campaign(6);
    const page = await b.open(`/campaign/${c.id}`);
    await page.getByRole('button', { name: 'Donate now' }).click();
    await fillDonation(page, { first: 'No', last: 'Network', email: 'no@example.com', amount: '10' });
    await page.context().setOffline(true);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('You are offline').waitFor();
    expect(await dialog.getByRole('button', { name: 'Donate 10.00 Br', exact: true }).isDisabled()).toBe(true);
    await page.context().setOffline(false);
  });
});
