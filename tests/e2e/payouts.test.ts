import { describe, expect, it } from 'vitest';
import { unique } from './auth-flow';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { createViaApi, ensureReviewer, newOrganiser, pageToken, signInReviewer } from './create-flow';

const json = { 'content-type': 'application/json' };
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });

describe('payouts', () => {
  const { open, baseURL } = useBrowser();

  it('the organiser asks for a payout from My Campaigns; a reviewer approves it from the review page; the organiser sees it paid', async () => {
    const reviewer = await ensureReviewer(baseURL);
    const organiser = await open('/', PHONE);
    await newOrganiser(organiser);
    const title = `Payout ${unique()}`;
    const id = await createViaApi(baseURL, await pageToken(organiser), title);
    expect((await post(`${baseURL}/api/review/campaigns/${id}/approve`, {}, { authorization: `Bearer ${reviewer}` })).status).toBe(200);
    // Two donations, paid on the sandbox checkout: 1,000 and 500 Br, 5% fee each.
    for (const amount of [1000, 500]) {
      const res = await post(`${baseURL}/api/donation/guest/${id}`, { donorFirstName: 'Hana', donorLastName: 'G', email: 'hana@example.com', amount, isAnonymous: false }, { 'x-forwarded-for': `10.77.${amount % 250}.1` });
      const { txRef } = ((await res.json()) as { data: { txRef: string } }).data;
      await fetch(`${baseURL}/api/payments/sandbox/${txRef}/pay`, { method: 'POST', redirect: 'manual' });
    }

    await organiser.goto(`${baseURL}/profile`);
    await organiser.getByRole('tab', { name: 'My Campaigns' }).click();
    const row = organiser.getByRole('listitem').filter({ hasText: title });
    await row.getByRole('button', { name: 'Balance and payouts' }).click();
    const balance = row.getByLabel('Balance');
    await balance.getByText('1,500.00 Br').waitFor();
    await balance.getByText('1,425.00 Br').waitFor();

    const form = row.getByRole('form', { name: `Request a payout from ${title}` });
    await form.getByLabel('Amount to withdraw (Br)').fill('2000');
    await form.getByRole('button', { name: 'Request payout' }).click();
    await form.getByText('Amount is more than the available balance').waitFor();
    await form.getByLabel('Amount to withdraw (Br)').fill('1200.50');
    await form.getByRole('button', { name: 'Request payout' }).click();
    await organiser.getByText(`Payout requested from ${title}`).waitFor();
    const payouts = row.getByRole('list', { name: 'Payouts' });
    await payouts.getByText('1,200.50 Br').waitFor();
    await payouts.getByText('Waiting for review').waitFor();
    await balance.getByText('224.50 Br').waitFor();

    const page = await open('/', DESKTOP);
    await signInReviewer(page, baseURL);
    await page.goto(`${baseURL}/admin/review`);
    await page.getByRole('tab', { name: 'Payouts' }).click();
    await page.getByRole('heading', { name: 'Payout requests' }).waitFor();
    const card = page.getByRole('article', { name: `Payout of 1,200.50 Br from ${title}` });
    await card.getByText('Almaz Tesfaye · Awash Bank •••• 6789').waitFor();
    await card.getByRole('button', { name: 'Approve and pay' }).click();
    // Money that cannot be taken back: the amount, bank and account once more, then confirm (issue 40).
    const confirm = page.getByRole('dialog', { name: 'Approve and send 1,200.50 Br?' });
    await confirm.getByText('Awash Bank').waitFor();
    await confirm.getByText('•••• 6789').waitFor();
    await confirm.getByRole('button', { name: 'Approve and pay' }).click();
    await page.getByText('Payout approved: 1,200.50 Br sent').waitFor();
    await card.waitFor({ state: 'detached' });

    await organiser.reload();
    await organiser.getByRole('tab', { name: 'My Campaigns' }).click();
    const again = organiser.getByRole('listitem').filter({ hasText: title });
    await again.getByRole('button', { name: 'Balance and payouts' }).click();
    await again.getByRole('list', { name: 'Payouts' }).getByText('Paid').waitFor();
    await again.getByLabel('Balance').getByText('224.50 Br').waitFor();
  }, 180_000);

  it('a reviewer rejects a payout with a reason the organiser then reads', async () => {
    const reviewer = await ensureReviewer(baseURL);
    const organiser = await open('/', PHONE);
    await newOrganiser(organiser);
    const token = await pageToken(organiser);
    const title = `Rejected payout ${unique()}`;
    const id = await createViaApi(baseURL, token, title);
    await post(`${baseURL}/api/review/campaigns/${id}/approve`, {}, { authorization: `Bearer ${reviewer}` });
    const res = await post(`${baseURL}/api/donation/guest/${id}`, { donorFirstName: 'A', donorLastName: 'B', email: 'a@example.com', amount: 300, isAnonymous: false }, { 'x-forwarded-for': '10.78.0.1' });
    const { txRef } = ((await res.json()) as { data: { txRef: string } }).data;
    await fetch(`${baseURL}/api/payments/sandbox/${txRef}/pay`, { method: 'POST', redirect: 'manual' });
    const asked = await post(`${baseURL}/api/campaign/${id}/withdrawals`, { amount: 100 }, { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${unique()}` });
    expect(asked.status).toBe(201);

    const page = await open('/', PHONE);
    await signInReviewer(page, baseURL);
    await page.goto(`${baseURL}/admin/review`);
    await page.getByRole('tab', { name: 'Payouts' }).click();
    const card = page.getByRole('article', { name: `Payout of 100.00 Br from ${title}` });
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject payout' });
    await dialog.getByRole('button', { name: 'Reject payout' }).click();
    await dialog.getByText('Please give a reason for rejecting this payout').waitFor();
    await dialog.getByLabel('Reason').fill('The account holder is not the recipient.');
    await dialog.getByRole('button', { name: 'Reject payout' }).click();
    await card.waitFor({ state: 'detached' });

    await organiser.goto(`${baseURL}/profile`);
    await organiser.getByRole('tab', { name: 'My Campaigns' }).click();
    const row = organiser.getByRole('listitem').filter({ hasText: title });
    await row.getByRole('button', { name: 'Balance and payouts' }).click();
    await row.getByText('The account holder is not the recipient.').waitFor();
    await row.getByText('Not approved').waitFor();
    await row.getByLabel('Balance').getByText('285.00 Br').waitFor();
  }, 180_000);

  it('the thank-you page offers the donor a printable receipt of a confirmed donation', async () => {
    const reviewer = await ensureReviewer(baseURL);
    const organiser = await open('/', PHONE);
    await newOrganiser(organiser);
    const title = `Receipt ${unique()}`;
    const id = await createViaApi(baseURL, await pageToken(organiser), title);
    await post(`${baseURL}/api/review/campaigns/${id}/approve`, {}, { authorization: `Bearer ${reviewer}` });
    const res = await post(`${baseURL}/api/donation/guest/${id}`, { donorFirstName: 'Selam', donorLastName: 'Bekele', email: 'selam@example.com', amount: 250, isAnonymous: false }, { 'x-forwarded-for': '10.79.0.1' });
    const { txRef } = ((await res.json()) as { data: { txRef: string } }).data;
    await fetch(`${baseURL}/api/payments/sandbox/${txRef}/pay`, { method: 'POST', redirect: 'manual' });

    const page = await open(`/donation/thank-you?tx_ref=${txRef}`, PHONE);
    const link = page.getByRole('link', { name: /Printable receipt/ });
    const [receipt] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await receipt.getByRole('heading', { name: 'Donation receipt' }).waitFor();
    await receipt.getByText(title).waitFor();
    await receipt.getByText('Selam Bekele').waitFor();
    await receipt.getByText('12.50 Br').waitFor();
    await receipt.getByText(txRef).waitFor();
  }, 120_000);
});
