import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '#tests/support/harness';

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
    expect(res.json()).toEqual({ message: 'Not found: GET /api/nope', code: 'NOT_FOUND' });
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

describe('serving the web app', () => {
  it('answers client routes with the app shell and missing files with a 404', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const web = mkdtempSync(path.join(tmpdir(), 'birr-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Birr</title><p>Birr shell</p>');
    writeFileSync(path.join(web, 'assets', 'app-123.js'), 'console.log(1)');
    const { buildApp } = await import('#server/app');
    const app = await buildApp({ ...t.deps, config: { ...t.deps.config, webDist: web } });
    for (const url of ['/', '/campaigns', '/campaign/abc', '/auth/signin']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Birr shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found: GET /api/missing', code: 'NOT_FOUND' });
    await app.close();
  });
});
