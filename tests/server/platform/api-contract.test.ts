import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '#contract/api-reference';
import { SANDBOX_CHECKOUT_PATH } from '#server/adapters/payments/sandbox';
import { bearer } from '#tests/support/accounts';
import { addDonation, createCampaign, createUser } from '#tests/support/fixtures';
import { testApp } from '#tests/support/harness';
import { issueSession } from '#server/modules/auth/tokens';

/**
 * The contract describes the answers (issue 41): every JSON route declares its response schema,
 * so the serializer strips whatever a response must not carry and the API reference
 * (GET /api/openapi.json) is generated from the same schemas.
 */
const t = await testApp();
afterAll(() => t.close());
await t.app.ready();

/** Routes that answer no JSON body of their own, each with why. Keep it short. */
const NOT_JSON: Record<string, string> = {
  'GET /api/auth/google/login': 'redirect to Google',
  'GET /api/auth/google/callback': 'redirect back to the app',
  'GET /api/auth/telegram/login': 'redirect to Telegram',
  'GET /api/auth/telegram/callback': 'redirect back to the app',
  'GET /api/auth/fayda/login': 'redirect to eSignet',
  'GET /api/auth/fayda/callback': 'redirect back to the profile',
  'GET /api/campaign/:id/documents/:docId': 'file',
  'GET /api/documents/:token': 'file',
  'GET /api/campaign/:id/unsubscribe': 'HTML page',
  'POST /api/campaign/:id/unsubscribe': 'HTML page',
  'GET /api/follow/unsubscribe': 'HTML page (unfollow link)',
  'POST /api/follow/unsubscribe': 'HTML page (unfollow link)',
  [`GET ${SANDBOX_CHECKOUT_PATH}/:txRef`]: 'HTML page (sandbox checkout)',
  [`POST ${SANDBOX_CHECKOUT_PATH}/:txRef/pay`]: 'redirect (sandbox checkout)',
  [`POST ${SANDBOX_CHECKOUT_PATH}/:txRef/cancel`]: 'redirect (sandbox checkout)',
  'DELETE /api/campaign/:id/updates/:updateId': '204',
  'DELETE /api/review/words/:wordId': '204',
  'DELETE /api/campaign/:id/teams/:slug': '204',
  'DELETE /api/donation/mine/:id': '204 (an unfinished payment out of the history)',
  'POST /api/vitals': '204',
  'GET /api/admin/money.csv': 'CSV file',
  'POST /api/campaign/:id/visit': '204 (visit beacon)',
  'GET /api/campaign/:id/donations.csv': 'CSV file',
  'POST /api/donation/webhook/chapa': 'webhook (the provider reads the status)',
  'POST /api/payouts/chapa/approval': 'webhook (the provider reads the status)',
  'POST /api/payouts/webhook/chapa': 'webhook (the provider reads the status)',
  'POST /api/telegram/webhook': 'webhook (Telegram reads the status)',
  [`GET ${OPENAPI_PATH}`]: 'the reference itself',
};

const apiRoutes = () =>
  t.app.routeList.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.url.startsWith('/api/reference'));

describe('the contract describes every answer', () => {
  it('every JSON route under /api declares its response schema', () => {
    const missing = apiRoutes()
      .filter((r) => !(`${r.method} ${r.url}` in NOT_JSON))
      .filter((r) => !r.schema?.response)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('lists as exceptions only routes that exist', () => {
    const registered = new Set(apiRoutes().map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(NOT_JSON).filter((k) => !registered.has(k))).toEqual([]);
  });

  it('serves the OpenAPI document with a route and its response schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const detail = doc.paths['/api/campaign/{id}'].get;
    const schema = detail.responses['200'].content['application/json'].schema;
    expect(schema.properties.data.properties).toHaveProperty('goalAmount');
    expect(schema.properties.data.properties).toHaveProperty('raisedAmount');
    // Webhooks and files are in it too, without a body schema; the document is not.
    expect(doc.paths).toHaveProperty(['/api/donation/webhook/chapa']);
    expect(doc.paths).not.toHaveProperty([OPENAPI_PATH]);
  });

  it('answers no field its schema lacks, and every field it names', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    // The generated schemas say additionalProperties: false for every object.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const owner = await createUser(t.db, { email: 'contract-owner@example.com' });
    const campaign = await createCampaign(t.db, { userId: owner.id, status: 'ACTIVE' });
    await addDonation(t.db, campaign.id, { amount: 250 });
    const { access_token: accessToken } = await issueSession(t.deps, owner);

    const cases: Array<[string, string, Record<string, string>?]> = [
      ['/api/campaign', '/api/campaign'],
      ['/api/campaign/{id}', `/api/campaign/${campaign.id}`],
      ['/api/donation/{campaignId}', `/api/donation/${campaign.id}`],
      ['/api/donation/options', '/api/donation/options'],
      ['/api/auth/providers', '/api/auth/providers'],
      ['/api/health', '/api/health'],
      ['/api/user/me', '/api/user/me', bearer(accessToken)],
      ['/api/user/identity', '/api/user/identity', bearer(accessToken)],
      ['/api/campaign/{id}/balance', `/api/campaign/${campaign.id}/balance`, bearer(accessToken)],
    ];
    for (const [path, url, headers] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      const schema = doc.paths[path].get.responses['200'].content['application/json'].schema;
      const valid = ajv.validate(schema, res.json());
      expect(ajv.errors ?? [], url).toEqual([]);
      expect(valid).toBe(true);
    }
  });
});
