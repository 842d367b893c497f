// The fee a donor is shown in the donation form is the fee the server records (issue 41): the
// form's words for an amount, at the rate GET /donation/options gives it, name the donation row's
// fee and what the campaign receives, for amounts whose fee falls on or near a half cent.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBr, formatPercent } from '#contract/money';
import { m } from '#i18n/paraglide/messages.js';
import { donations } from '#server/db/schema';
import { createCampaign } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';
import { feeNote } from '#web/features/donations/fee-note';

let ip = 0;
async function donate(t: TestApp, campaignId: string, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/donation/guest/${campaignId}`,
    payload: { donorFirstName: 'Almaz', donorLastName: 'Worku', email: 'almaz@example.com', amount },
    remoteAddress: `10.41.0.${++ip}`,
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.select().from(donations).where(eq(donations.txRef, res.json().data.txRef));
  return row;
}

/** The form's fee line for `amount`, as the page would show it with the server's options. */
async function shown(t: TestApp, amount: number) {
  const options = await t.app.inject({ method: 'GET', url: '/api/donation/options' });
  return feeNote(amount, options.json().data.feePercent);
}

/** The same line written from the recorded row's decimals, without the money module. */
const fromRow = (percent: number, row: { amount: string; fee: string }) =>
  m.donate_fee_of({ percent: formatPercent(percent), fee: formatBr(Number(row.fee)), net: formatBr(Number(row.amount) - Number(row.fee)) });

describe.each([
  {
    percent: 5,
    // amount → the fee recorded (amount × 5 %, to the nearest cent, a half cent up)
    fees: { 10.01: '0.50', 333.33: '16.67', 0.01: '0.00', 99999.99: '5000.00', 0.3: '0.02', 0.9: '0.05', 10.1: '0.51', 1500: '75.00' },
  },
  {
    percent: 2.75,
    fees: { 10.01: '0.28', 333.33: '9.17', 0.01: '0.00', 99999.99: '2750.00', 0.3: '0.01', 0.2: '0.01', 10.1: '0.28', 1500: '41.25' },
  },
])('a $percent % service fee', ({ percent, fees }) => {
  let t: TestApp;
  let campaignId: string;
  beforeAll(async () => {
    t = await testApp({ donations: { feePercent: percent, perAddressPer10Min: 1000 } });
    campaignId = (await createCampaign(t.db, { title: 'Water for Lalibela' })).id;
  });
  afterAll(() => t.close());

  for (const [amount, fee] of Object.entries(fees)) {
    it(`is shown for ${amount} Br as the server records it: ${fee} Br`, async () => {
      const row = await donate(t, campaignId, Number(amount));
      expect(row.fee).toBe(fee);
      expect(await shown(t, Number(amount))).toBe(fromRow(percent, row));
    });
  }
});
