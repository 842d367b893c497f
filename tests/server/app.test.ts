import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('the HTTP edge', () => {
  it('reports health once the database is open', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a 404 message, not an HTML page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found: GET /api/nope' });
  });

  it('answers malformed JSON with a 400 message and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/campaign',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.body).not.toMatch(/at .+\.ts:\d+/);
  });

  it('runs on the database the environment chose', () => {
    expect(t.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });
});
