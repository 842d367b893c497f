import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '#contract/errors';
import { campaigns } from '#server/db/schema';
import { post } from '#tests/support/accounts';
import { createCampaign, createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

// Errors carry a status and a code, end to end (issue 41): whatever language the words are in,
// the app and the server renderer decide on { status, code }.

let t: TestApp;
let suspended: string;
const PW = 'Demo12345!';
beforeAll(async () => {
  t = await testApp();
  await createUser(t.db, { email: 'abebe@example.com', passwordHash: await hash(PW, { algorithm: 2 }) });
  suspended = (await createCampaign(t.db, { status: 'ACTIVE' })).id;
  await t.db.update(campaigns).set({ status: 'SUSPENDED' }).where(eq(campaigns.id, suspended));
});
afterAll(() => t.close());

const get = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
/** The answer's body, checked against the contract's ErrorBody. */
const errorOf = (res: { json(): unknown }) => ErrorBody.parse(res.json());

describe('error answers carry a code', () => {
  it('a missing campaign is CAMPAIGN_NOT_FOUND, in English and in Amharic', async () => {
    for (const lang of ['en', 'am']) {
      const res = await get('/api/campaign/00000000-0000-4000-8000-000000000000', lang);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('CAMPAIGN_NOT_FOUND');
    }
  });

  it('a suspended campaign is CAMPAIGN_UNDER_REVIEW, in English and in Amharic, and cannot take a donation', async () => {
    const en = await get(`/api/campaign/${suspended}`);
    expect(en.statusCode).toBe(404);
    expect(errorOf(en)).toEqual({ message: 'This campaign is under review', code: 'CAMPAIGN_UNDER_REVIEW' });
    const am = await get(`/api/campaign/${suspended}`, 'am');
    expect(errorOf(am).code).toBe('CAMPAIGN_UNDER_REVIEW');
    expect(errorOf(am).message).not.toBe('This campaign is under review');
    const gift = await post(t, `/api/donation/guest/${suspended}`, {
      donorFirstName: 'Selam',
      donorLastName: 'Bekele',
      email: 'selam@example.com',
      amount: 100,
      isAnonymous: false,
    });
    expect(gift.statusCode).toBe(409);
    expect(errorOf(gift).code).toBe('CAMPAIGN_UNDER_REVIEW');
  });

  it('a request that breaks its schema is VALIDATION_FAILED and names the field', async () => {
    const res = await get('/api/campaign?page=0');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'page' });
  });

  it('a wrong password is INVALID_CREDENTIALS; no token is UNAUTHORIZED; too many tries are RATE_LIMITED', async () => {
    const wrong = await post(t, '/api/auth/local/signin', { email: 'abebe@example.com', password: 'wrong-one' }, { 'x-forwarded-for': '10.9.0.1' });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual({ message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
    const me = await get('/api/user/me');
    expect(me.statusCode).toBe(401);
    expect(errorOf(me).code).toBe('UNAUTHORIZED');
    let last = wrong;
    for (let i = 0; i < 6 && last.statusCode !== 429; i++) {
      last = await post(t, '/api/auth/local/signin', { email: 'abebe@example.com', password: 'wrong-one' }, { 'x-forwarded-for': `10.9.1.${i}` });
    }
    expect(last.statusCode).toBe(429);
    expect(errorOf(last).code).toBe('RATE_LIMITED');
  });

  it('an unknown API path is NOT_FOUND; an unknown failure is INTERNAL with an error id and no details', async () => {
    expect(errorOf(await get('/api/nope'))).toEqual({ message: 'Not found: GET /api/nope', code: 'NOT_FOUND' });
    const other = await testApp();
    other.app.get('/api/test-broken', async () => {
      throw new Error('secret internals');
    });
    const res = await other.app.inject({ method: 'GET', url: '/api/test-broken' });
    expect(res.statusCode).toBe(500);
    const body = res.json() as { code: string; errorId: string; message: string };
    expect(errorOf(res).code).toBe('INTERNAL');
    expect(body.errorId).toMatch(/^[0-9a-f]{12}$/);
    expect(res.body).not.toContain('secret internals');
    await other.close();
  });

  it('an answer sent directly (a missing receipt) carries its status code too', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/donation/receipt/${'r'.repeat(43)}`, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
  });
});
