import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '#server/adapters/storage/s3';
import { startS3 } from '#support/peers/s3';
import { testApp, type TestApp } from '#tests/support/harness';

describe('media in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3();
    t = await testApp({ storage: s3Storage(s3.settings) });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('serves a public rendition from the bucket at /media, cacheable for good', async () => {
    const webp = Buffer.from('RIFF\0\0\0\0WEBPVP8 fake');
    await t.storage.put('public', 'campaigns/abc/cover-400.webp', webp);
    const res = await t.app.inject({ method: 'GET', url: '/media/campaigns/abc/cover-400.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(res.rawPayload, webp)).toBe(0);
  });

  it('never serves private documents at /media', async () => {
    await t.storage.put('private', 'documents/tin.pdf', Buffer.from('%PDF-1.4'));
    const res = await t.app.inject({ method: 'GET', url: '/media/documents/tin.pdf' });
    expect(res.statusCode).toBe(404);
    const escape = await t.app.inject({ method: 'GET', url: '/media/..%2Fprivate%2Fdocuments%2Ftin.pdf' });
    expect(escape.statusCode).toBe(404);
  });

  it('is ready while the database and the bucket answer, and not once the bucket is gone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ status: 'ok' });
    await s3.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Media storage is not reachable');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
