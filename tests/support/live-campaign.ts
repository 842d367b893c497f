import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, claims } from './accounts';
import { verifiedUser } from './create-helpers';
import { createCampaign } from './fixtures';
import { testApp, type TestApp } from './harness';

// A live campaign over HTTP, for the tests of what happens on it (updates, words of support,
// reports and suspension, the organiser's page): an app, the people who may or may not act on it
// (guest, donor, organiser, another user, reviewer), and a campaign the donor has given to.
// Bindings are live: a test file calls useLiveCampaign() once and reads them in its tests.

export let t: TestApp;
export const tok: Record<'donor' | 'organiser' | 'other' | 'reviewer', string> = {} as never;
export let organiserId: string;
export let campaignId: string;

let ipN = 0;
const ip = () => `10.26.${Math.floor(++ipN / 250)}.${ipN % 250}`;
export const call = (method: string, url: string, token?: string, payload?: object | FormData, remoteAddress = ip()) => {
  const isForm = payload instanceof FormData;
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(token ? bearer(token) : {}) },
    remoteAddress,
    ...(payload === undefined ? {} : isForm ? { body: payload as never } : { payload }),
  });
};
export const payViaSandbox = async (campaign: string, body: Record<string, unknown>, token?: string) => {
  const res = await call('POST', token ? `/api/donation/${campaign}` : `/api/donation/guest/${campaign}`, token, {
    donorFirstName: 'Almaz',
    donorLastName: 'Worku',
    email: 'almaz@example.com',
    amount: 250,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const txRef = res.json().data.txRef as string;
  return { txRef, pay: () => t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${txRef}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }) };
};

export function useLiveCampaign() {
  beforeAll(async () => {
    t = await testApp({ auth: { adminEmail: 'reviewer@birr.example' }, config: { webDist: '/nonexistent', publicUrl: 'https://birr.example' } });
    tok.reviewer = await verifiedUser(t, 'reviewer@birr.example');
    tok.organiser = await verifiedUser(t, 'organiser@example.com');
    tok.donor = await verifiedUser(t, 'donor@example.com');
    tok.other = await verifiedUser(t, 'other@example.com');
    organiserId = claims(tok.organiser).sub!;
    campaignId = (await createCampaign(t.db, { userId: organiserId, title: 'Water for Lalibela' })).id;
    // The donor gave (verified), so "donor" is a real donor of this campaign.
    const { pay } = await payViaSandbox(campaignId, { email: 'donor@example.com' }, tok.donor);
    await pay();
  });
  afterAll(() => t.close());
}

type Who = keyof typeof tok | 'guest';
const WHO: Who[] = ['guest', 'donor', 'organiser', 'other', 'reviewer'];
/** The status each kind of caller gets for the same request. */
export async function statuses(method: string, url: (who: Who) => string, body?: (who: Who) => object | undefined) {
  const out: Record<string, number> = {};
  for (const who of WHO) out[who] = (await call(method, url(who), who === 'guest' ? undefined : tok[who], body?.(who))).statusCode;
  return out;
}
