// Real visitors' speed (issue 46): a sampled page view posts its LCP, INP and CLS to /api/vitals,
// and operators read them as histograms per page kind and language on /metrics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageKindOf } from '#contract/page-kind';
import { testApp, type TestApp } from '#tests/support/harness';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ config: { metricsToken: TOKEN } });
});
afterAll(() => t.close());

const report = (body: unknown, ip = '10.0.0.1', lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vitals',
    payload: body as object,
    remoteAddress: ip,
    headers: lang ? { 'accept-language': lang } : {},
  });
const metrics = async () =>
  (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;

describe('POST /api/vitals', () => {
  it('counts a report in the histograms of its page kind and language', async () => {
    const res = await report({ page: 'campaign', lang: 'am', lcp: 1100, inp: 180, cls: 0.02 });
    expect(res.statusCode).toBe(204);
    const text = await metrics();
    // 1.1 s: not within 1 s, within 1.2 s.
    expect(text).toContain('birr_web_vitals_lcp_seconds_bucket{le="1",page="campaign",lang="am"} 0');
    expect(text).toContain('birr_web_vitals_lcp_seconds_bucket{le="1.2",page="campaign",lang="am"} 1');
    expect(text).toContain('birr_web_vitals_inp_seconds_bucket{le="0.2",page="campaign",lang="am"} 1');
    expect(text).toContain('birr_web_vitals_cls_bucket{le="0.05",page="campaign",lang="am"} 1');
    expect(text).toContain('birr_web_vitals_lcp_seconds_count{page="campaign",lang="am"} 1');
    expect(text).not.toContain('birr_web_vitals_lcp_seconds_count{page="campaign",lang="en"} 1');
  });

  it('refuses what is not a report with a 400 and a message, and counts nothing', async () => {
    for (const body of [
      { page: '/campaign/abc', lang: 'am', lcp: 900 },
      { page: 'campaign', lang: 'fr', lcp: 900 },
      { page: 'campaign', lang: 'en', lcp: -1 },
      { page: 'campaign', lang: 'en', lcp: 1e9 },
      { page: 'campaign', lang: 'en' },
    ]) {
      const res = await report(body, '10.0.0.2');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await metrics()).not.toContain('lang="en"} 1');
  });

  it('limits one address, in its language, and keeps counting for another', async () => {
    let last = await report({ page: 'list', lang: 'en', cls: 0 }, '10.0.0.3');
    for (let i = 0; i < 60 && last.statusCode === 204; i++) last = await report({ page: 'list', lang: 'en', cls: 0 }, '10.0.0.3', 'am');
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeTruthy();
    expect(last.json().message).toMatch(/[\u1200-\u137F]/);
    expect((await report({ page: 'list', lang: 'en', cls: 0 }, '10.0.0.4')).statusCode).toBe(204);
  });
});

describe('page kinds', () => {
  it('are read from the path, never the path itself', () => {
    expect(pageKindOf('/')).toBe('landing');
    expect(pageKindOf('/campaigns')).toBe('list');
    expect(pageKindOf('/campaign/3f2a')).toBe('campaign');
    expect(pageKindOf('/campaign/3f2a/manage')).toBe('manage');
    expect(pageKindOf('/campaign/create/personal')).toBe('create');
    expect(pageKindOf('/auth/signin')).toBe('account');
    expect(pageKindOf('/somewhere/else')).toBe('other');
  });
});
