import { describe, expect, it } from 'vitest';
import { unique } from './auth-flow';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { createViaApi, daysFromNow, ensureReviewer, newOrganiser, pageToken, signInReviewer } from './create-flow';
import { m } from '#i18n/paraglide/messages.js';

// A live campaign in the browser: its organiser posts an update and edits it, a donor leaves words
// of support, a visitor reports it, a reviewer suspends it, a rejected one is resubmitted; and sharing.
const SHOTS = '/tmp/birr/live-campaign';
const b = useBrowser();

const asReviewer = async (path: string, method = 'POST', body?: object) => {
  const token = await ensureReviewer(b.baseURL);
  return fetch(`${b.baseURL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
};

/** A signed-in organiser with one campaign that a reviewer approved. */
async function liveCampaign(viewport = PHONE) {
  const page = await b.open('/', viewport);
  await newOrganiser(page);
  const title = `Clinic roof ${unique()}`;
  const id = await createViaApi(b.baseURL, await pageToken(page), title);
  expect((await asReviewer(`/review/campaigns/${id}/approve`)).status).toBe(200);
  return { page, id, title };
}

async function openManage(page: Awaited<ReturnType<typeof b.open>>, title: string, link = 'Manage') {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'My Campaigns' }).click();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('link', { name: link }).click();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

describe('a live campaign', () => {
  it('the organiser posts an update from their page; the public page shows "Updates (1)" rendered on the server', async () => {
    const { page, id, title } = await liveCampaign();
    await openManage(page, title);
    await page.getByText('Balance and withdrawals').waitFor();
    await page.screenshot({ path: `${SHOTS}/manage-phone.png`, fullPage: true });
    await page.getByLabel('Post an update').fill('The roof beams arrived today.\nWork starts Monday.');
    await page.getByRole('button', { name: 'Post update' }).click();
    await page.getByText('Update posted').waitFor();
    await page.getByRole('heading', { name: 'Updates (1)' }).waitFor();

    const html = await (await fetch(`${b.baseURL}/campaign/${id}`)).text();
    expect(html).toMatch(/Updates \((<!-- -->)?1(<!-- -->)?\)/);
    expect(html).toContain('The roof beams arrived today.');

    const visitor = await b.open(`/campaign/${id}`, PHONE);
    await visitor.getByRole('heading', { name: 'Updates (1)' }).waitFor();
    await visitor.getByText('Work starts Monday.').waitFor();
    await visitor.screenshot({ path: `${SHOTS}/campaign-updates-phone.png`, fullPage: true });
    const wide = await b.open(`/campaign/${id}`, { width: 1280, height: 900 });
    await wide.getByText('The roof beams arrived today.').waitFor();
    await wide.screenshot({ path: `${SHOTS}/campaign-updates-desktop.png`, fullPage: true });
  });

  it('a donor leaves words of support with a donation; they show once paid, with name and amount', async () => {
    const { id } = await liveCampaign();
    const page = await b.open(`/campaign/${id}`, PHONE);
    await page.getByRole('button', { name: 'Donate now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').fill('Meron');
    await dialog.getByLabel('Last name').fill('Haile');
    await dialog.getByLabel('Email').fill('meron@example.com');
    await dialog.getByLabel('Amount (Br)').fill('350');
    await dialog.getByLabel('Words of support (optional)').fill('We are with you, keep going!');
    const [checkout] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('button', { name: 'Donate 350.00 Br', exact: true }).click()]);
    await checkout.waitForLoadState();
    // Not paid yet: nothing shown.
    expect((await b.api<{ data: unknown[] }>(`/campaign/${id}/words`)).data).toEqual([]);
    await checkout.getByRole('button', { name: /^Pay / }).click();
    await checkout.waitForURL(/\/donation\/thank-you/);

    // In the server's HTML too (rendered with the page).
    expect(await (await fetch(`${b.baseURL}/campaign/${id}`)).text()).toContain('We are with you, keep going!');
    const after = await b.open(`/campaign/${id}`, PHONE);
    await after.getByRole('heading', { name: 'Words of support (1)' }).waitFor();
    await after.getByText('We are with you, keep going!').waitFor();
    await after.getByText('Meron Haile · 350.00 Br').waitFor();
  });

  it('a visitor reports a campaign; a reviewer suspends it and its page then says it is under review', async () => {
    const { id, title } = await liveCampaign();
    const before = await (await fetch(`${b.baseURL}/campaign/${id}`)).text();
    const preview = /<meta property="og:image" content="([^"]+)">/.exec(before)![1];
    expect((await fetch(preview)).status).toBe(200);
    const visitor = await b.open(`/campaign/${id}`, PHONE);
    await visitor.getByRole('button', { name: 'Report' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Report this campaign' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Choose a reason for your report').waitFor();
    await dialog.getByRole('radio', { name: 'Fraud or scam' }).check();
    await dialog.getByLabel('Details (optional)').fill('The same photos are on another site.');
    await dialog.getByLabel('Your email (optional)').fill('watcher@example.com');
    await visitor.screenshot({ path: `${SHOTS}/report-phone.png` });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText(m.al_report_thanks()).waitFor();

    const reviewer = await b.open('/', DESKTOP);
    await signInReviewer(reviewer, b.baseURL);
    await reviewer.goto('/admin/review');
    await reviewer.getByRole('tab', { name: 'Reports' }).click();
    const group = reviewer.getByRole('article', { name: title });
    await group.getByText('The same photos are on another site.').waitFor();
    await reviewer.screenshot({ path: `${SHOTS}/review-reports-desktop.png`, fullPage: true });
    await group.getByRole('button', { name: 'Suspend campaign' }).click();
    const suspend = reviewer.getByRole('dialog', { name: 'Suspend campaign' });
    await suspend.getByLabel('Reason').fill('Photos copied from another campaign.');
    await suspend.getByRole('button', { name: 'Suspend campaign' }).click();
    await reviewer.getByText(`${m.al_suspended()}: ${title}`).waitFor();
    await group.waitFor({ state: 'detached' });

    const res = await fetch(`${b.baseURL}/campaign/${id}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(m.al_under_review());
    expect(html).not.toContain(title);
    const page = await b.open(`/campaign/${id}`, PHONE);
    await page.getByRole('heading', { name: m.al_under_review() }).waitFor();
    const list = await b.api<{ data: { id: string }[] }>(`/campaign?search=${encodeURIComponent(title)}`);
    expect(list.data).toEqual([]);
    expect(await (await fetch(`${b.baseURL}/sitemap.xml`)).text()).not.toContain(id);
    // Its link preview is gone too, although it had been made before.
    expect((await fetch(preview)).status).toBe(404);

    // Reinstated from the campaign's page: public again.
    await reviewer.goto(`/campaign/${id}/manage`);
    await reviewer.getByRole('button', { name: 'Reinstate campaign' }).click();
    await reviewer.getByText(`${m.al_reinstated()}: ${title}`).waitFor();
    expect((await fetch(`${b.baseURL}/api/campaign/${id}`)).status).toBe(200);
  });

  it('the organiser edits a live campaign; the reviewer sees the edit in its history', async () => {
    const { page, id, title } = await liveCampaign(DESKTOP);
    await openManage(page, title);
    const newTitle = `${title} (new roof)`;
    await page.getByLabel('Title').fill(newTitle);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(m.al_edited()).waitFor();
    await page.screenshot({ path: `${SHOTS}/manage-desktop.png`, fullPage: true });
    const visitor = await b.open(`/campaign/${id}`, PHONE);
    await visitor.getByRole('heading', { name: newTitle, level: 1 }).waitFor();

    const history = await (await asReviewer(`/review/campaigns/${id}/history`, 'GET')).json();
    expect(history.data[0].changes.title).toEqual({ from: title, to: newTitle });
  });

  it('a rejected campaign is fixed and resubmitted from its saved fields, then previewed while pending', async () => {
    const page = await b.open('/', PHONE);
    await newOrganiser(page);
    const title = `Typo campain ${unique()}`;
    const id = await createViaApi(b.baseURL, await pageToken(page), title);
    expect((await asReviewer(`/review/campaigns/${id}/reject`, 'POST', { reason: 'Please fix the typo in the title.' })).status).toBe(200);

    // My campaigns → "Fix and resubmit" opens the fix page (issue 44): every field in the wizard's inputs.
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'My Campaigns' }).click();
    await page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: 'Fix and resubmit' }).click();
    await page.getByRole('heading', { name: 'Fix your campaign', level: 1 }).waitFor();
    await page.getByText('Please fix the typo in the title.').waitFor();
    const fixed = title.replace('campain', 'campaign');
    await page.getByLabel('Title', { exact: false }).first().fill(fixed);
    await page.getByLabel('Deadline', { exact: false }).first().fill(daysFromNow(30));
    await page.getByRole('button', { name: 'Send for review again' }).click();
    await page.getByText('Sent for review', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back to the campaign' }).click();
    await page.getByRole('heading', { name: fixed, level: 1 }).first().waitFor();
    await page.getByText('Waiting for review').waitFor();
    await page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: fixed }).waitFor();
    await page.screenshot({ path: `${SHOTS}/preview-phone.png`, fullPage: true });
    const queue = await (await asReviewer('/review/campaigns?limit=50', 'GET')).json();
    expect(queue.data.some((c: { id: string; title: string }) => c.id === id && c.title === fixed)).toBe(true);
  });
});

describe('sharing', () => {
  it('the share sheet offers WhatsApp, SMS and Telegram with a message and the public address, and a poster with a QR code', async () => {
    const { id, title } = await liveCampaign();
    const html = await (await fetch(`${b.baseURL}/campaign/${id}`)).text();
    const origin = /<meta name="birr:public-origin" content="([^"]+)">/.exec(html)?.[1];
    expect(origin).toBe(new URL(b.baseURL).origin);

    const page = await b.open(`/campaign/${id}`, PHONE);
    await page.getByRole('button', { name: 'Share' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Share this campaign' });
    const address = `${origin}/campaign/${id}`;
    // Each way out names itself (`?ref=`, issue 44), so the organiser sees which one worked.
    expect(await dialog.getByLabel('Campaign link').inputValue()).toBe(`${address}?ref=link`);
    const whatsapp = await dialog.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(whatsapp!.split('text=')[1])).toBe(`Please support "${title}" on Birr: ${address}?ref=whatsapp`);
    expect(await dialog.getByRole('link', { name: 'Share on SMS' }).getAttribute('href')).toMatch(/^sms:\?body=.*ref%3Dsms$/);
    expect(await dialog.getByRole('link', { name: 'Share on Telegram' }).getAttribute('href')).toContain(encodeURIComponent(`${address}?ref=telegram`));
    await page.screenshot({ path: `${SHOTS}/share-phone.png` });

    await dialog.getByRole('link', { name: 'Print a poster with a QR code' }).click();
    await page.waitForURL(`**/campaign/${id}/poster`);
    const qr = page.getByRole('img', { name: `QR code for ${address}` });
    await qr.locator('svg').waitFor();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.screenshot({ path: `${SHOTS}/poster-phone.png`, fullPage: true });
  });
});
