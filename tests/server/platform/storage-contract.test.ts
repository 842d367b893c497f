import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '#server/adapters/storage/disk';
import { s3Storage } from '#server/adapters/storage/s3';
import type { FileStorage } from '#server/adapters/storage/storage';
import { startS3 } from '#support/peers/s3';

type Subject = { storage: FileStorage; close: () => Promise<void> };

const subjects: Record<string, () => Promise<Subject>> = {
  'local disk': async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'birr-disk-'));
    return { storage: diskStorage(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
  },
  'S3-compatible bucket': async () => {
    const s3 = await startS3();
    const storage = s3Storage(s3.settings);
    return { storage, close: async () => { await storage.close?.(); await s3.close(); } };
  },
};

// The same contract, run against each adapter: what the app relies on whichever store it has.
describe.each(Object.keys(subjects))('file storage on %s', (name) => {
  let s: Subject;
  beforeAll(async () => {
    s = await subjects[name]();
  });
  afterAll(() => s.close());

  it('reads back exactly the bytes it stored', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252]);
    await s.storage.put('public', 'campaigns/c1/cover-800.webp', bytes);
    expect(await s.storage.has('public', 'campaigns/c1/cover-800.webp')).toBe(true);
    expect(Buffer.compare(await s.storage.read('public', 'campaigns/c1/cover-800.webp'), bytes)).toBe(0);
  });

  it('keeps public and private files apart', async () => {
    await s.storage.put('private', 'documents/d1.pdf', Buffer.from('%PDF-1.4 secret'));
    expect(await s.storage.has('public', 'documents/d1.pdf')).toBe(false);
    expect((await s.storage.read('private', 'documents/d1.pdf')).toString()).toBe('%PDF-1.4 secret');
  });

  it('forgets a removed file, and removing a missing one is no error', async () => {
    await s.storage.put('public', 'gone.webp', Buffer.from('x'));
    await s.storage.remove('public', 'gone.webp');
    expect(await s.storage.has('public', 'gone.webp')).toBe(false);
    await expect(s.storage.remove('public', 'never-there.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that would escape its folders', async () => {
    await expect(s.storage.put('public', '../escape.webp', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
  });

  it('gives browsers a /media address for public files', () => {
    expect(s.storage.publicUrl('campaigns/c1/cover-800.webp')).toBe('/media/campaigns/c1/cover-800.webp');
  });
});

describe('S3 private documents', () => {
  it('are reachable through a signed URL until it expires', async () => {
    const s3 = await startS3();
    const storage = s3Storage(s3.settings);
    try {
      await storage.put('private', 'documents/tin.pdf', Buffer.from('%PDF-1.4 tin'));
      const signed = await storage.signedUrl!('private', 'documents/tin.pdf', 60);
      const res = await fetch(signed);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('%PDF-1.4 tin');
      // s3rver serves anonymous reads (it has no bucket policies), so what is checked here is
      // the signature's lifetime: a signed URL stops working once it has expired.
      const shortLived = await storage.signedUrl!('private', 'documents/tin.pdf', 1);
      await new Promise((r) => setTimeout(r, 2100));
      expect((await fetch(shortLived)).status).toBe(403);
      await expect(storage.ready!()).resolves.toBeUndefined();
    } finally {
      await storage.close?.();
      await s3.close();
    }
  });

  it('a bucket that does not exist is not ready', async () => {
    const s3 = await startS3();
    const storage = s3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    try {
      await expect(storage.ready!()).rejects.toThrow();
    } finally {
      await storage.close?.();
      await s3.close();
    }
  });
});
