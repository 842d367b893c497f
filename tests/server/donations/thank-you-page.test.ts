import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '#contract/campaign';
import type { DonationCheckout } from '#contract/donation';
import { DONATION_ENDPOINTS } from '#contract/donation-paths';
import type { SandboxPayments } from '#server/adapters/payments/sandbox';
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

describe('the thank-you page past its address’s verify limit', { timeout: 120_000 }, () => {
  // One donation per address per 10 minutes: 40 checks with the provider (the verify API's limit).
  const limited = pageRendererApp('birr-thank-you-limit-', { donations: { perAddressPer10Min: 1 } });
  const from = (address: string) => ({ remoteAddress: address, headers: { accept: 'text/html' } });

  it('shows a paid gift as still being confirmed without asking the provider (never a 429), and confirmed to an address within its limit', async () => {
    const started = await limited.t.app.inject({
      method: 'POST',
      url: `/api${DONATION_ENDPOINTS.guest(limited.campaignId)}`,
      payload: { donorFirstName: 'Almaz', donorLastName: 'Worku', email: 'almaz@example.com', amount: 300, isAnonymous: false },
      remoteAddress: '10.44.0.1',
    });
    expect(started.statusCode).toBe(201);
    const txRef = (started.json() as DonationCheckout).data.txRef;
    // Paid at the provider (the sandbox's ledger), its webhook not yet here: only asking the provider counts it.
    await (limited.t.deps.payments as SandboxPayments).decide(txRef, 'success');

    // One address asks about 40 references (none of them this one): its limit is spent.
    for (let i = 0; i < 40; i++) {
      const asked = await limited.t.app.inject({ method: 'GET', url: `/api/donation/verify/birr-${String(i).padStart(26, '0')}`, remoteAddress: '10.44.0.2' });
      expect(asked.statusCode).toBe(404);
    }
    expect((await limited.t.app.inject({ method: 'GET', url: `/api/donation/verify/${txRef}`, remoteAddress: '10.44.0.2' })).statusCode).toBe(429);

    const over = await limited.t.app.inject({ method: 'GET', url: `/donation/thank-you?tx_ref=${txRef}`, ...from('10.44.0.2') });
    expect(over.statusCode).toBe(200);
    expect(text(over.body)).toContain('Thank you! Your payment is being confirmed');
    // The provider was not asked: the sandbox's payment is not yet counted here.
    expect(((await limited.t.app.inject({ method: 'GET', url: `/api/campaign/${limited.campaignId}` })).json() as { data: Campaign }).data.raisedAmount).toBe(0);

    const within = await limited.t.app.inject({ method: 'GET', url: `/donation/thank-you?tx_ref=${txRef}`, ...from('10.44.0.3') });
    expect(text(within.body)).toMatch(/Your donation of 300(\.00)? Br to Books for Gondar is confirmed/);
  });
});
