import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '#contract/campaign';
import type { DonationCheckout } from '#contract/donation';
import { DONATION_ENDPOINTS } from '#contract/donation-paths';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';
import { PAGE_ORIGIN, pageRendererApp } from '#tests/support/page-renderer';

// The thank-you page (issue 43) is rendered on the server with the gift's state: it shows as soon
// as the checkout sends the donor back, and without JavaScript. Its reference is the key, as for
// the verify API; asking again never counts a gift twice. The renderer is the real one.

vi.mock('virtual:mantine-theme.css', () => ({}));

const site = pageRendererApp('birr-thank-you-');
const ORIGIN = PAGE_ORIGIN;

let ip = 0;
const give = async () => {
  const res = await site.t.app.inject({
    method: 'POST',
    url: `/api${DONATION_ENDPOINTS.guest(site.campaignId)}`,
    payload: { donorFirstName: 'Almaz', donorLastName: 'Worku', email: 'almaz@example.com', amount: 1250, isAnonymous: false, message: 'For Gondar' },
    remoteAddress: `10.43.9.${++ip}`,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as DonationCheckout).data.txRef;
};
const pay = (txRef: string) =>
  site.t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${txRef}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
const thankYou = (txRef: string, query = '') =>
  site.t.app.inject({ method: 'GET', url: `/donation/thank-you?tx_ref=${encodeURIComponent(txRef)}${query}`, headers: { accept: 'text/html' } });
const raised = async () => ((await site.t.app.inject({ method: 'GET', url: `/api/campaign/${site.campaignId}` })).json() as { data: Campaign }).data.raisedAmount;
/** The page's text as a reader sees it (the app's markup, without tags). */
const text = (html: string) => html.match(/<div id="root">([\s\S]*?)<script type="application\/json" id="birr-ssr">/)![1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the thank-you page', { timeout: 120_000 }, () => {
  it('comes from the server with the confirmed gift, and counts it once however often it is opened', async () => {
    const txRef = await give();
    const before = await raised();
    const paid = await pay(txRef);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${ORIGIN}/donation/thank-you?tx_ref=${txRef}`);

    const page = await thankYou(txRef);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const seen = text(page.body);
    expect(seen).toContain('Thank you for your donation!');
    expect(seen).toMatch(/Your donation of 1,250(\.00)? Br to Books for Gondar is confirmed/);
    expect(seen).toContain(`Reference: ${txRef}`);
    // The share links work without JavaScript: the campaign's public address with its ?ref=.
    expect(page.body).toContain(encodeURIComponent(`${ORIGIN}/campaign/${site.campaignId}?ref=telegram`));
    expect(page.body).toMatch(/<meta name="robots" content="noindex/);

    await thankYou(txRef);
    expect(await raised()).toBe(before + 1250);
  });

  it('says honestly that a payment is still being confirmed, with a link to check again', async () => {
    const txRef = await give();
    const page = await thankYou(txRef);
    expect(page.statusCode).toBe(200);
    const seen = text(page.body);
    expect(seen).toContain('Thank you! Your payment is being confirmed');
    expect(seen).toContain('It is not counted until the payment is confirmed');
    expect(page.body).toMatch(new RegExp(`href="/donation/thank-you\\?tx_ref=${txRef}"[^>]*>Check again</a>`));
  });

  it("speaks the donor's language", async () => {
    const txRef = await give();
    await pay(txRef);
    const page = await thankYou(txRef, '&lang=am');
    expect(page.body).toMatch(/<html lang="am"/);
    expect(text(page.body)).toContain('ስለ ልገሳዎ እናመሰግናለን!');
  });

  it('shows nothing for a reference that names no donation', async () => {
    const page = await thankYou('birr-00000000000000000000000000');
    expect(page.statusCode).toBe(404);
    expect(text(page.body)).toContain('Donation not found');
    expect((await thankYou('../etc')).statusCode).toBe(404);
  });
});
