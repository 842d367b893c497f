import { eq, sql } from 'drizzle-orm';
import { recipientDocuments } from '#server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '#server/adapters/storage/s3';
import { startS3 } from '#support/peers/s3';
import { bearer } from '#tests/support/accounts';
import { pdf, storedFiles, submit, validForm, verifiedUser } from '#tests/support/create-helpers';
import { testApp, type TestApp } from '#tests/support/harness';

describe('campaign files in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    s3 = await startS3();
    t = await testApp({ storage: s3Storage(s3.settings) });
    token = await verifiedUser(t, 'bucket-organiser@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores renditions and documents in the bucket; a document opens only through a signed link', async () => {
    const res = await submit(t, 'personal', token, await validForm('personal'));
    expect(res.statusCode).toBe(201);
    const { id, campaignMedia } = res.json().data;
    const cover = await t.app.inject({ method: 'GET', url: campaignMedia[0].url });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');

    const [doc] = await t.db.select().from(recipientDocuments).where(eq(recipientDocuments.campaignId, id));
    expect((await t.app.inject({ method: 'GET', url: `/media/${doc.storageKey}` })).statusCode).toBe(404);
    const link = await t.app.inject({ method: 'GET', url: `/api/campaign/${id}/documents/${doc.id}/link`, headers: bearer(token) });
    expect(link.statusCode).toBe(200);
    const { url } = link.json();
    expect(url.startsWith(s3.endpoint)).toBe(true);
    expect(url).toContain('X-Amz-Signature=');
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(pdf())).toBe(true);
    // (s3rver does not enforce bucket policies, so an unsigned read is not tested here; a real
    // bucket keeps the private/ prefix unreadable without a signature.)
  });

  it('a failed submission leaves nothing in the bucket', async () => {
    const before = storedFiles(s3.directory).sort();
    await t.db.execute(sql`create or replace function fail_bank() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await t.db.execute(sql`create trigger fail_bank before insert on bank_details for each row execute function fail_bank()`);
    try {
      const res = await submit(t, 'charity', token, await validForm('charity'));
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger fail_bank on bank_details`);
    }
    expect(storedFiles(s3.directory).sort()).toEqual(before);
  });
});
