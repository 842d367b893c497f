import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateMedia } from '#scripts/media-migrate';
import { s3Storage } from '#server/adapters/storage/s3';
import { startS3 } from '#support/peers/s3';

const run = promisify(execFile);

describe('npm run media:migrate', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let media: string;
  beforeAll(async () => {
    s3 = await startS3();
    media = mkdtempSync(path.join(tmpdir(), 'birr-media-'));
    const put = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(media, rel)), { recursive: true });
      writeFileSync(path.join(media, rel), text);
    };
    put('public/campaigns/c1/cover-400.webp', 'cover 400');
    put('public/campaigns/c1/cover-800.webp', 'cover 800');
    put('public/avatars/u1.webp', 'avatar');
    put('private/documents/d1.pdf', '%PDF-1.4 licence');
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(media, { recursive: true, force: true });
  });

  it('copies each file once: a second run finds everything there', async () => {
    const storage = s3Storage(s3.settings);
    expect(await migrateMedia({ from: media, storage })).toEqual({ total: 4, copied: 4, skipped: 0 });
    expect(await migrateMedia({ from: media, storage })).toEqual({ total: 4, copied: 0, skipped: 4 });
    expect((await storage.read('public', 'campaigns/c1/cover-800.webp')).toString()).toBe('cover 800');
    expect((await storage.read('private', 'documents/d1.pdf')).toString()).toBe('%PDF-1.4 licence');
    expect(await storage.has('public', 'documents/d1.pdf')).toBe(false);
  });

  it('resumes: only what is missing or incomplete is copied again', async () => {
    const storage = s3Storage(s3.settings);
    await storage.remove('public', 'avatars/u1.webp');
    await storage.put('public', 'campaigns/c1/cover-400.webp', Buffer.from('cut'));
    expect(await migrateMedia({ from: media, storage })).toEqual({ total: 4, copied: 2, skipped: 2 });
    expect((await storage.read('public', 'campaigns/c1/cover-400.webp')).toString()).toBe('cover 400');
  });

  it('runs from the command line and ends with a count', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/media-migrate.ts', media], {
      env: { ...process.env, ...s3.env },
    });
    expect(stdout).toContain(`Copied 0 of 4 files into s3://${s3.bucket} (4 were already there).`);
  });
});
