import { describe, expect, it } from 'vitest';
import { DonationRequest } from '#contract/donation';
import { SERVICE_FEE_PERCENT_DEFAULT } from '#contract/fees';
import { parseCents } from '#contract/money';
import { chapaPayments, chapaText, hmacHex } from '#server/adapters/payments/chapa';
import { amountToCents } from '#server/adapters/payments/payments';
import { loadConfig } from '#server/config';

describe('amounts compared in whole cents', () => {
  it('reads what providers send, in any of their shapes', () => {
    expect(amountToCents('1500')).toBe(150000);
    expect(amountToCents('1500.5')).toBe(150050);
    expect(amountToCents('1,500.00')).toBe(150000);
    expect(amountToCents(1500.5)).toBe(150050);
    expect(amountToCents(0.1 + 0.2)).toBe(30);
    for (const bad of ['', 'abc', '-5', '1.234', 1.234, -5, null, undefined, {}]) expect(amountToCents(bad)).toBeNull();
  });

  it('takes at most two decimals from donors, tolerating float noise', () => {
    expect(parseCents(10.1)).toBe(1010);
    expect(parseCents(0.07)).toBe(7);
    expect(parseCents(10.123)).toBeNull();
    expect(DonationRequest.safeParse({ donorFirstName: 'A', donorLastName: 'B', email: 'a@b.co', amount: 19.99 }).success).toBe(true);
  });
});

describe('Chapa details', () => {
  it('keeps the checkout description to the characters Chapa allows', () => {
    expect(chapaText('Clinic in Gondar — ሕክምና (2026)!')).toBe('Clinic in Gondar 2026');
    expect(chapaText('x'.repeat(80))).toHaveLength(50);
  });

  it('accepts a webhook only with a valid signature and reads its tx_ref', () => {
    const chapa = chapaPayments({ secretKey: 'k', apiUrl: 'http://127.0.0.1:9/v1', webhookSecret: 's3cret' });
    const body = Buffer.from(JSON.stringify({ event: 'charge.success', tx_ref: 'birr-abc123', status: 'success' }));
    expect(chapa.webhookTxRef!(body, { 'x-chapa-signature': hmacHex('s3cret', body) })).toBe('birr-abc123');
    expect(chapa.webhookTxRef!(body, { 'x-chapa-signature': hmacHex('other', body) })).toBeNull();
    expect(chapa.webhookTxRef!(body, { 'chapa-signature': hmacHex('s3cret', 's3cret') })).toBe('birr-abc123');
    expect(chapa.webhookTxRef!(body, {})).toBeNull();
    const unsigned = chapaPayments({ secretKey: 'k', apiUrl: 'http://127.0.0.1:9/v1' });
    expect(unsigned.webhookTxRef!(body, { 'x-chapa-signature': hmacHex('s3cret', body) })).toBeNull();
  });
});

describe('configuration', () => {
  it('defaults to the fee the landing page states, Chapa’s public API, and refuses nonsense', () => {
    const c = loadConfig({});
    expect(c.serviceFeePercent).toBe(SERVICE_FEE_PERCENT_DEFAULT);
    expect(c.chapaApiUrl).toBe('https://api.chapa.co/v1');
    expect(c.chapaSecretKey).toBeUndefined();
    expect(loadConfig({ SERVICE_FEE_PERCENT: '2.5', CHAPA_SECRET_KEY: 'CHASECK-x' })).toMatchObject({ serviceFeePercent: 2.5, chapaSecretKey: 'CHASECK-x' });
    expect(() => loadConfig({ SERVICE_FEE_PERCENT: '80' })).toThrow(/SERVICE_FEE_PERCENT/);
    // Each donation records its rate as numeric(5,4), so the fee is computed with the rate it records.
    expect(() => loadConfig({ SERVICE_FEE_PERCENT: '2.755' })).toThrow(/SERVICE_FEE_PERCENT takes at most two decimals/);
  });
});
