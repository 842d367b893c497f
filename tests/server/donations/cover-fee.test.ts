// Cover the fee (issue 42): a donor may add the service fee on top so the campaign receives the
// whole gift. The server computes the fee itself; the provider is asked for, and must confirm,
// the total; the books keep amount − fee = what reaches the campaign. And the amount may come as
// a person typed it (issue 43): "1,000" is one thousand, never 1 Br.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '#server/db/schema';
import type { ChapaPeer } from '#tests/peers/chapa';
import { chapaApp } from '#tests/support/chapa-app';
import { createCampaign } from '#tests/support/fixtures';
import type { TestApp } from '#tests/support/harness';

let t: TestApp;
let peer: ChapaPeer;
let origin: string;
let campaignId: string;

beforeAll(async () => {
  ({ t, peer, origin } = await chapaApp({ donations: { feePercent: 5, perAddressPer10Min: 1000 } }));
  campaignId = (await createCampaign(t.db, { title: 'School roof in Bahir Dar' })).id;
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const gift = (over: Record<string, unknown>) => ({ donorFirstName: 'Selam', donorLastName: 'Bekele', email: 'selam@example.com', isAnonymous: false, ...over });
const post = (body: object) =>
  fetch(`${origin}/api/donation/guest/${campaignId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
async function donate(over: Record<string, unknown>) {
  const res = await post(gift(over));
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { checkoutUrl: string; txRef: string } }).data;
}
const row = async (txRef: string) => (await t.db.select().from(donations).where(eq(donations.txRef, txRef)))[0];
async function raised() {
  const res = await fetch(`${origin}/api/campaign/${campaignId}`);
  return ((await res.json()) as { data: { raisedAmount: number } }).data.raisedAmount;
}
const payOnHostedPage = (checkoutUrl: string) => fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
type Receipt = { status: string; amount: number; fee: number; toCampaign: number; feeCovered: boolean; receiptPath: string | null };
async function thankYou(txRef: string) {
  const res = await fetch(`${origin}/api/donation/verify/${txRef}`);
  return ((await res.json()) as { data: Receipt }).data;
}

describe('a donor who adds the fee', () => {
  let covered: { checkoutUrl: string; txRef: string };

  it('is charged the gift plus the fee the server computes, whatever fee the client claims', async () => {
    covered = await donate({ amount: 1000, coverFee: true, fee: 0.01 });
    expect(peer.initializeBodies.at(-1)).toMatchObject({ amount: '1050.00', currency: 'ETB', tx_ref: covered.txRef });
    expect(await row(covered.txRef)).toMatchObject({ amount: '1050.00', fee: '50.00', feeCovered: true, paymentStatus: 'PENDING' });
  });

  it('once paid, the campaign is credited the whole gift: raised − fee = 1000', async () => {
    const before = await raised();
    expect((await payOnHostedPage(covered.checkoutUrl)).status).toBe(302);
    const r = await thankYou(covered.txRef);
    expect(r).toMatchObject({ status: 'VERIFIED', amount: 1050, fee: 50, toCampaign: 1000, feeCovered: true });
    expect((await raised()) - before).toBe(1050);
  });

  it('the receipt (email and page) says how much reaches the cause', async () => {
    const mail = t.outbox().find((msg) => msg.text.includes(covered.txRef))!;
    expect(mail.text).toContain('Service fee (you added it): 50.00 Br');
    expect(mail.text).toContain('Reaches the campaign: 1,000.00 Br');
    const { receiptPath } = await thankYou(covered.txRef);
    const doc = await fetch(`${origin}${receiptPath}`, { headers: { accept: 'application/json' } });
    expect(((await doc.json()) as { data: object }).data).toMatchObject({ amount: 1050, fee: 50, toCampaign: 1000, feeCovered: true });
    const page = await (await fetch(`${origin}${receiptPath}`)).text();
    expect(page).toContain('Reaches the campaign');
    expect(page).toContain('1,000.00 Br');
  });

  it('a payment confirmed for the gift without the fee is refused: FAILED, nothing counted', async () => {
    const before = await raised();
    const short = await donate({ amount: 1000, coverFee: true });
    peer.settle(short.txRef, 'success', { amount: '1000.00' });
    expect(await peer.fireWebhook(short.txRef)).toBe(200);
    expect(await row(short.txRef)).toMatchObject({ paymentStatus: 'FAILED' });
    expect(await raised()).toBe(before);
  });
});

describe('a donor who does not add the fee (the default)', () => {
  it('pays the gift; the fee comes out of it', async () => {
    const plain = await donate({ amount: 1000 });
    expect(peer.initializeBodies.at(-1)).toMatchObject({ amount: '1000.00' });
    expect(await row(plain.txRef)).toMatchObject({ amount: '1000.00', fee: '50.00', feeCovered: false });
    await payOnHostedPage(plain.checkoutUrl);
    expect(await thankYou(plain.txRef)).toMatchObject({ status: 'VERIFIED', amount: 1000, fee: 50, toCampaign: 950, feeCovered: false });
  });

  it('refuses a coverFee that is not true or false', async () => {
    const res = await post(gift({ amount: 1000, coverFee: 'yes' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'coverFee must be true or false', field: 'coverFee' });
  });
});

describe('an amount sent as text, as a person typed it', () => {
  it('reads "1,000" as one thousand and a numeric string as before', async () => {
    const typed = await donate({ amount: '1,000' });
    expect(await row(typed.txRef)).toMatchObject({ amount: '1000.00' });
    const numeric = await donate({ amount: '1500.50' });
    expect(await row(numeric.txRef)).toMatchObject({ amount: '1500.50' });
  });

  it('refuses what could mean two amounts, with its own words', async () => {
    for (const [amount, message] of [
      ['1,00', 'A comma separates thousands (1,000 or 1000); for cents use a point (1.50)'],
      ['1.000,50', 'Use a point for cents and a comma for thousands, for example 1,000.50'],
      ['1e5', 'Write the amount out in full, for example 100000 (not 1e5)'],
      ['250.555', 'An amount can have at most 2 digits after the point, for example 250.55'],
    ]) {
      const res = await post(gift({ amount }));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message, field: 'amount', code: 'VALIDATION_FAILED' });
    }
  });
});
