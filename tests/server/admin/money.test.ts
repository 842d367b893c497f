import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInEthiopia } from '#contract/dates';
import { rowsOf } from '#server/db/rows';
import { withdrawals } from '#server/db/schema';
import { bearer } from '#tests/support/accounts';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { appWithPeople } from '#tests/support/people';

// Issue 46: every movement of money in one list (and CSV), and the overview's figures.

const { app, from, person, signedIn } = appWithPeople('money-', {});
const get = (url: string, token: string) => app().app.inject({ method: 'GET', url, headers: { ...bearer(token), ...from() } });

describe('money and overview', () => {
  it('lists donations and payouts with their campaign and references, filters them, and exports CSV', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    const { user } = await person();
    const c = await createCampaign(app().db, { userId: user.id, title: '=Clinic, "north"' });
    await addDonation(app().db, c.id, { amount: 1234.56, first: 'Abebe', last: 'Kebede' });
    await addDonation(app().db, c.id, { amount: 10, status: 'FAILED' });
    await app().db.insert(withdrawals).values({ campaignId: c.id, requestedBy: user.id, amount: '200.00', status: 'PAID', bankName: 'AWASH_BANK', holderName: 'Holder', accountNumber: '1000123456789', idempotencyKey: 'm1', reference: 'birr-po-abc', providerReference: 'CHAPA-77' });

    const all = await get(`/api/admin/money?campaignId=${c.id}`, reviewer.access_token);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().meta.total).toBe(3);
    expect(all.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'donation', campaignId: c.id, amount: 1234.56, status: 'VERIFIED', name: 'Abebe Kebede', reference: expect.stringMatching(/^test-/) }),
        expect.objectContaining({ kind: 'payout', campaignId: c.id, amount: 200, status: 'PAID', reference: 'birr-po-abc', providerReference: 'CHAPA-77' }),
      ]),
    );
    const byRef = await get('/api/admin/money?q=CHAPA-77', reviewer.access_token);
    expect(byRef.json().data.map((r: { kind: string }) => r.kind)).toEqual(['payout']);
    const failed = await get(`/api/admin/money?campaignId=${c.id}&status=FAILED`, reviewer.access_token);
    expect(failed.json().data).toEqual([expect.objectContaining({ amount: 10, status: 'FAILED' })]);
    const future = await get(`/api/admin/money?campaignId=${c.id}&from=2099-01-01`, reviewer.access_token);
    expect(future.json().meta.total).toBe(0);
    const bad = await get('/api/admin/money?status=LOST', reviewer.access_token);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'status', message: 'There is no such status' });

    const csv = await get(`/api/admin/money.csv?campaignId=${c.id}`, reviewer.access_token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="birr-money-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('kind,id,at,campaign_id,campaign_title,user_id,name,amount,currency,status,reference,provider,provider_reference');
    expect(lines).toHaveLength(4);
    // Exact amounts; a title a spreadsheet would run as a formula is defused and quoted.
    expect(csv.body).toContain(`"'=Clinic, ""north"""`);
    expect(csv.body).toContain(',1234.56,ETB,VERIFIED,');
  });

  it('counts the overview from the ledger, to the cent', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    const c = await createCampaign(app().db, { category: 'MEDICAL', status: 'PENDING' });
    await addDonation(app().db, c.id, { amount: 0.1 });
    await addDonation(app().db, c.id, { amount: 0.2 });
    const res = await get('/api/admin/overview?days=30', reviewer.access_token);
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json().data;
    expect(o.perDay).toHaveLength(30);
    expect(o.to).toBe(todayInEthiopia());
    const [ledger] = rowsOf<{ raised: string }>(await app().db.execute(sql`select coalesce(sum(amount), 0)::text as raised from donations where payment_status = 'VERIFIED'`));
    expect(o.totals.raised).toBe(Number(ledger.raised));
    expect(o.perDay.at(-1).raised).toBeGreaterThanOrEqual(0.3);
    expect(o.byCategory).toEqual(expect.arrayContaining([expect.objectContaining({ category: 'MEDICAL' })]));
    expect(o.waiting).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'campaigns', count: expect.any(Number), oldestAt: expect.any(String) })]));
    expect((await get('/api/admin/overview?days=7', reviewer.access_token)).json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'days' });
    expect((await get('/api/admin/overview?days=365', reviewer.access_token)).json().data.perDay).toHaveLength(365);
  });
});
