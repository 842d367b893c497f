import { describe, expect, it } from 'vitest';
import type { Campaign, CampaignList } from '#contract/campaign';
import type { DonationList } from '#contract/donation';
import { formatBr } from '#contract/money';
import { PHONE, useBrowser } from './browser';

// Issue 43: with JavaScript off (Opera Mini's extreme mode, KaiOS, an in-app browser whose app code
// never arrived) the campaign page's donation form is a real form: a mistake comes back as the
// page with the message beside its field, a good gift goes on to the checkout and counts once.

const b = useBrowser();

async function openCampaign() {
  const { data } = await b.api<CampaignList>('/campaign?page=1&limit=50');
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  return data.filter((c) => c.user.firstName !== 'Abebe' && c.deadline.slice(0, 10) >= today).at(-1)!;
}
const fresh = (id: string) => b.api<{ data: Campaign }>(`/campaign/${id}`).then((r) => r.data);

describe('donating without JavaScript', () => {
  it('the page refuses "1,000.555" beside the amount, then "1,000" goes to the checkout and counts once', async () => {
    const c = await openCampaign();
    const page = await b.open(`/campaign/${c.id}?ref=telegram`, PHONE, { javaScriptEnabled: false });
    const form = page.locator('form#donate');
    await form.getByRole('heading', { name: 'Donate to this campaign' }).waitFor();

    await form.getByLabel('Amount (Br)').fill('1,000.555');
    await form.getByLabel('First name').fill('Tigist');
    await form.getByLabel('Last name').fill('Bekele');
    await form.getByLabel('Email').fill('tigist.nojs@example.com');
    await form.getByLabel('Words of support (optional)').fill('From a KaiOS phone');
    await form.getByRole('button', { name: 'Donate now' }).click();

    // The same page again, in place: the message beside the amount, what was typed kept.
    await page.waitForURL(new RegExp(`/campaign/${c.id}/donate`));
    await page.getByRole('heading', { name: c.title }).waitFor();
    const again = page.locator('form#donate');
    await again.getByText('An amount can have at most 2 digits after the point').waitFor();
    expect(await again.getByLabel('First name').inputValue()).toBe('Tigist');
    expect(await again.getByLabel(/^Amount/).getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: '/tmp/birr/donations/nojs-mistake-phone.png', fullPage: true });

    await again.getByLabel(/^Amount/).fill('1,000');
    await again.getByRole('button', { name: 'Donate now' }).click();
    // 303 to the (sandbox) checkout, a plain HTML page with plain forms.
    await page.waitForURL(/\/api\/payments\/sandbox\//);
    await page.getByText(formatBr(1000), { exact: true }).waitFor();
    await page.getByRole('button', { name: `Pay ${formatBr(1000)}` }).click();
    await page.waitForURL(/\/donation\/thank-you\?tx_ref=/);
    // The thank-you page comes from the server with the confirmed gift (not the shell's "needs JavaScript").
    await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
    await page.getByText(/Your donation of 1,000(\.00)? Br to .+ is confirmed/).waitFor();
    expect(await page.getByRole('link', { name: 'Share on Telegram' }).getAttribute('href')).toContain(encodeURIComponent(`/campaign/${c.id}?ref=telegram`));
    // Copying needs a script: no button that would do nothing.
    expect(await page.getByRole('button', { name: 'Copy message and link' }).isVisible()).toBe(false);
    await page.screenshot({ path: '/tmp/birr/donations/nojs-thank-you-phone.png', fullPage: true });

    const after = await fresh(c.id);
    expect(after.raisedAmount).toBe(c.raisedAmount + 1000);
    const list = await b.api<DonationList>(`/donation/${c.id}`);
    expect(list.data[0]).toMatchObject({ donorFirstName: 'Tigist', donorLastName: 'Bekele', amount: 1000 });
  });

  it('goes from the form through the checkout to the confirmed gift in Amharic', async () => {
    const c = await openCampaign();
    const page = await b.open(`/campaign/${c.id}?lang=am`, PHONE, { javaScriptEnabled: false });
    const form = page.locator('form#donate');
    await form.locator('input[name="amount"]').fill('250');
    await form.locator('input[name="donorFirstName"]').fill('Hana');
    await form.locator('input[name="donorLastName"]').fill('Tesfaye');
    await form.locator('input[name="email"]').fill('hana.nojs@example.com');
    await form.getByRole('button').click();
    await page.waitForURL(/\/api\/payments\/sandbox\//);
    await page.locator('form[action$="/pay"] button').click();
    await page.waitForURL(/\/donation\/thank-you\?tx_ref=/);
    expect(await page.locator('html').getAttribute('lang')).toBe('am');
    await page.getByRole('heading', { name: 'ስለ ልገሳዎ እናመሰግናለን!' }).waitFor();
    await page.getByText(/^250(\.00)? ብር$/).first().waitFor();
    await page.screenshot({ path: '/tmp/birr/donations/nojs-thank-you-phone-am.png', fullPage: true });
  });

  it('says it in Amharic to an Amharic reader', async () => {
    const c = await openCampaign();
    const page = await b.open(`/campaign/${c.id}?lang=am`, PHONE, { javaScriptEnabled: false });
    const form = page.locator('form#donate');
    // Past the browser's own checks (required fields are filled), refused by the server's.
    await form.locator('input[name="amount"]').fill('abc');
    await form.locator('input[name="donorFirstName"]').fill(' ');
    await form.locator('input[name="donorLastName"]').fill('Bekele');
    await form.getByRole('button').click();
    await page.locator('form#donate [role="alert"]').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('am');
    expect(await page.locator('#nojs-donorFirstName-error').textContent()).toMatch(/[\u1200-\u137F]/u);
  });
});

describe('Donate tapped before the full form has arrived (a slow line)', () => {
  it('opens the plain form at once; Back closes it; its button repeats the amount; the gift reaches the checkout', async () => {
    const c = await openCampaign();
    const page = await b.open('/privacy', PHONE);
    await page.goto('about:blank');
    // The full form's code never arrives, as on a slow line right after the page became usable.
    await page.route(/\/assets\/donations-[\w-]+\.js$/, () => {});
    await page.goto(`/campaign/${c.id}`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });

    await page.getByRole('button', { name: 'Donate now' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Donate to this campaign' });
    await dialog.getByLabel('Amount (Br)').waitFor();
    // Back closes the form and stays on the campaign.
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/campaign/${c.id}`);

    await page.getByRole('button', { name: 'Donate now' }).first().click();
    await dialog.getByLabel('Amount (Br)').fill('1,250');
    await dialog.getByRole('button', { name: `Donate ${formatBr(1250)}` }).waitFor();
    await dialog.getByLabel('First name').fill('Selam');
    await dialog.getByLabel('Last name').fill('Quick');
    await dialog.getByLabel('Email').fill('selam.quick@example.com');
    await page.screenshot({ path: '/tmp/birr/donations/quick-form-phone.png' });
    await dialog.getByRole('button', { name: `Donate ${formatBr(1250)}` }).click();

    await page.waitForURL(/\/api\/payments\/sandbox\//);
    await page.getByRole('button', { name: `Pay ${formatBr(1250)}` }).click();
    await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
    expect((await fresh(c.id)).raisedAmount).toBe(c.raisedAmount + 1250);
  });
});
