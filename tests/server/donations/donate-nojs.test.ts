import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { donations } from '#server/db/schema';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';
import { PAGE_ORIGIN, pageRendererApp } from '#tests/support/page-renderer';

// The campaign page's donation form without JavaScript (issue 43): a plain form post to the page
// itself, the same rules and protections as the JSON route, the page again with its messages on a
// mistake and a 303 to the checkout on success. The renderer is the real one, as in page-visits.

vi.mock('virtual:mantine-theme.css', () => ({}));

const site = pageRendererApp('birr-donate-nojs-', { donations: { perAddressPer10Min: 3 } });
const ORIGIN = PAGE_ORIGIN;

let ip = 0;
const fields = (over: Record<string, string> = {}) => ({
  amount: '1,000',
  donorFirstName: 'Almaz',
  donorLastName: 'Worku',
  email: 'almaz@example.com',
  message: 'For the children of Gondar',
  followUpdates: 'on',
  idempotencyKey: `form-${Math.random().toString(36).slice(2, 12)}`,
  ...over,
});
const post = (form: Record<string, string>, headers: Record<string, string> = {}, from = `10.43.0.${++ip}`) =>
  site.t.app.inject({
    method: 'POST',
    url: `/campaign/${site.campaignId}/donate`,
    remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, accept: 'text/html', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
const byEmail = (email: string) => site.t.db.select().from(donations).where(eq(donations.email, email));

describe('the donation form without JavaScript', { timeout: 120_000 }, () => {
  it('is in the campaign page the server renders, posting to the page itself', async () => {
    const page = await site.t.app.inject({ method: 'GET', url: `/campaign/${site.campaignId}?ref=telegram`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(new RegExp(`<form id="donate"[^>]* action="/campaign/${site.campaignId}/donate#donate" method="post"`));
    expect(page.body).toMatch(/<input type="hidden" name="idempotencyKey" value="[\w-]{36}"/);
    expect(page.body).toContain('name="channel" value="telegram"');
    expect(page.body).toContain('name="amount"');
  });

  it('answers 303 to the checkout and records the donation as the JSON route would', async () => {
    const res = await post(fields({ email: 'good@example.com', channel: 'telegram' }));
    expect(res.statusCode).toBe(303);
    const [row] = await byEmail('good@example.com');
    expect(res.headers.location).toBe(row.checkoutUrl);
    expect(row).toMatchObject({ amount: '1000.00', paymentStatus: 'PENDING', userId: null, message: 'For the children of Gondar', followUpdates: true, channel: 'telegram' });
  });

  it('answers the page again with the message beside the amount, and the form refilled', async () => {
    const res = await post(fields({ amount: '1,000.555', email: 'typo@example.com' }));
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Books for Gondar');
    expect(res.body).toContain('id="nojs-amount-error"');
    expect(res.body).toMatch(/id="nojs-amount-error"[^>]*>An amount can have at most 2 digits after the point/);
    expect(res.body).toContain('value="1,000.555"');
    expect(res.body).toContain('value="typo@example.com"');
    expect(await byEmail('typo@example.com')).toHaveLength(0);
  });

  it("says so in Amharic to an Amharic reader", async () => {
    const res = await post(fields({ amount: '1,000.555', donorFirstName: '' }), { 'accept-language': 'am' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<html lang="am"');
    expect(res.body).toMatch(/id="nojs-amount-error"[^>]*>[^<]*[\u1200-\u137F]/u);
    expect(res.body).toMatch(/id="nojs-donorFirstName-error"[^>]*>[^<]*[\u1200-\u137F]/u);
  });

  it('makes one donation of a form sent twice at once', async () => {
    const form = fields({ email: 'twice@example.com' });
    const [a, b] = await Promise.all([post(form, {}, '10.43.9.9'), post(form, {}, '10.43.9.9')]);
    expect([a.statusCode, b.statusCode]).toEqual([303, 303]);
    expect(b.headers.location).toBe(a.headers.location);
    expect(await byEmail('twice@example.com')).toHaveLength(1);
  });

  it('refuses a post from another site', async () => {
    const res = await post(fields({ email: 'csrf@example.com' }), { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain("only be sent from the campaign's page");
    expect(await byEmail('csrf@example.com')).toHaveLength(0);
  });

  it('keeps the per-address limit the JSON route has', async () => {
    const from = '10.43.8.8';
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await post(fields({ email: `limit${i}@example.com` }), {}, from)).statusCode);
    expect(answers).toEqual([303, 303, 303, 429]);
  });
});
