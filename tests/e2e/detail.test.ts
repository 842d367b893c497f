import { describe, expect, it } from 'vitest';
import { formatBr } from '#contract/money';
import type { CampaignList } from '#contract/campaign';
import type { DonationList } from '#contract/donation';
import { PHONE, useBrowser } from './browser';

const b = useBrowser();

describe('campaign detail', () => {
  it('shows everything about a campaign, reached from its card', async () => {
    // Other files' tests add campaigns of their own: look past the first few for a charity's.
    const { data } = await b.api<CampaignList>('/campaign?page=1&limit=50');
    const campaign = data.find((c) => c.charity?.isOrganization)!;
    const donations = await b.api<DonationList>(`/donation/${campaign.id}`);

    const page = await b.open(`/campaigns?search=${encodeURIComponent(campaign.title)}`);
    await page.getByRole('article', { name: campaign.title }).getByRole('link', { name: 'Donate now' }).click();
    // The card's Donate now opens the campaign with its form (issue 43); Back closes the form.
    await page.getByRole('dialog', { name: `Donate to ${campaign.title}` }).waitFor();
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: campaign.title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/campaign/${campaign.id}`);

    const raised = formatBr(campaign.raisedAmount).replace(' Br', '');
    await page.getByText(`${raised} Br raised`).first().waitFor();
    await page.getByText(`raised of ${formatBr(campaign.goalAmount)}`).first().waitFor();
    await page.getByText(`${campaign.user.firstName} ${campaign.user.lastName} is organizing this campaign`).waitFor();
    await page.getByText(campaign.category.toLowerCase().replaceAll('_', ' '), { exact: true }).waitFor();
    await page.getByText('Charity', { exact: true }).first().waitFor();
    await page.getByText('Be a part of the change!').waitFor();
    await page.getByText(`This campaign is for ${campaign.charity!.fullName}`).waitFor();
    await page.getByRole('heading', { name: 'Recent Donations' }).waitFor();
    const named = donations.data.find((d) => !d.isAnonymous)!;
    await page.getByText(`${named.donorFirstName} ${named.donorLastName}`).first().waitFor();
    // Cover image first in the carousel.
    const cover = campaign.campaignMedia[0].url;
    expect(await page.locator(`img[src="${cover}"]`).count()).toBeGreaterThan(0);
  });

  it('shares a link built from the configured public address (the same as this test server’s)', async () => {
    const { data } = await b.api<CampaignList>('/campaign?page=1&limit=1');
    const page = await b.open('/campaigns');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('article', { name: data[0].title }).getByRole('button', { name: /share/i }).click();
    const dialog = page.getByRole('dialog');
    const link = await dialog.getByRole('textbox').inputValue();
    // The copied link names its way out (`?ref=link`, issue 44).
    expect(link).toBe(`${b.baseURL}/campaign/${data[0].id}?ref=link`);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied!' }).waitFor();
    await dialog.getByRole('button', { name: 'Copy' }).waitFor({ timeout: 3000 });
  });

  it('opens the donation form from Donate now', async () => {
    const { data } = await b.api<CampaignList>('/campaign?page=1&limit=1');
    const page = await b.open(`/campaign/${data[0].id}`, PHONE);
    await page.getByRole('button', { name: 'Donate now' }).click();
    const dialog = page.getByRole('dialog');
    for (const label of ['First name', 'Last name', 'Email', 'Amount']) {
      await dialog.getByLabel(label, { exact: false }).first().waitFor();
    }
    await dialog.getByRole('checkbox', { name: 'Donate Anonymously' }).waitFor();
  });

  it('says an unknown campaign is not found, with a way on', async () => {
    const page = await b.open('/campaign/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Campaign not found' }).waitFor();
    expect(await page.getByText(/temporary issue|hang tight/).count()).toBe(0);
    await page.getByRole('link', { name: 'Browse campaigns' }).click();
    await page.waitForURL((u) => u.pathname === '/campaigns');
  });
});
