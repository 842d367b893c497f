// npm run backup / npm run restore: a site with a campaign, a verified donation and uploaded files
// is backed up, wiped and restored, and the restored site serves the same campaign, amount and bytes.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup } from '#scripts/backup';
import { copyMediaIn, copyMediaOut, countMedia } from '#scripts/backup-media';
import { restore } from '#scripts/restore';
import { outboxNotifier } from '#server/adapters/notify/outbox';
import { diskStorage } from '#server/adapters/storage/disk';
import { s3Storage } from '#server/adapters/storage/s3';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/open';
import { campaigns, recipientDocuments } from '#server/db/schema';
import { issueSession } from '#server/modules/auth/tokens';
import { startS3 } from '#support/peers/s3';
import { scratchDatabase } from '#support/scratch-db';
import { submit, validForm } from '#tests/support/create-helpers';
import { addDonation, createUser } from '#tests/support/fixtures';
import { testDeps, type TestApp } from '#tests/support/harness';

const run = promisify(execFile);
// A few seconds each on an idle machine; each command starts Node and PGlite, so allow for a busy one.
const SLOW = { timeout: 180_000 };
const root = mkdtempSync(path.join(tmpdir(), 'birr-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The commands as an operator runs them, with only these settings. */
const command = (script: 'backup' | 'restore', args: string[], env: { DATA_DIR: string; DATABASE_URL?: string }) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', ...env },
  });

/** The server's app on DATA_DIR (PGlite in DATA_DIR/pg unless a database URL is given), media on disk. */
async function openSite(dataDir: string, databaseUrl?: string) {
  const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'pg') });
  const storage = diskStorage(path.join(dataDir, 'media'));
  const outbox = outboxNotifier(path.join(root, 'outbox.jsonl'), () => {});
  const deps = testDeps(database.db, storage, { email: outbox, phone: outbox }, { config: { webDist: path.join(root, 'no-web') } });
  const app = await buildApp(deps);
  return {
    app,
    deps,
    db: database.db,
    storage,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
type Site = Awaited<ReturnType<typeof openSite>>;

type Seeded = { campaignId: string; coverUrl: string; cover: Buffer; documentKey: string; document: Buffer };

/** An organiser uploads a campaign (cover image, a private document); it goes live and takes 1500 birr. */
async function seed(site: Site): Promise<Seeded> {
  const organiser = await createUser(site.db, { email: `organiser-${Date.now()}@example.com` });
  const { access_token } = await issueSession(site.deps, organiser);
  const res = await submit({ app: site.app } as TestApp, 'personal', access_token, await validForm('personal', { title: 'Water for Debre Berhan' }));
  expect(res.statusCode).toBe(201);
  const created = res.json().data as { id: string; campaignMedia: Array<{ url: string; imageType: string }> };
  await site.db.update(campaigns).set({ status: 'ACTIVE' }).where(eq(campaigns.id, created.id));
  await addDonation(site.db, created.id, { amount: 1500, status: 'VERIFIED' });
  const coverUrl = created.campaignMedia.find((m) => m.imageType === 'COVER_IMAGE')!.url;
  const cover = await site.app.inject({ method: 'GET', url: coverUrl });
  expect(cover.statusCode).toBe(200);
  const [doc] = await site.db.select().from(recipientDocuments).where(eq(recipientDocuments.campaignId, created.id));
  return { campaignId: created.id, coverUrl, cover: cover.rawPayload, documentKey: doc.storageKey, document: await site.storage.read('private', doc.storageKey) };
}

/** What a visitor and the organiser would notice is all back. */
async function expectRestored(site: Site, s: Seeded) {
  const res = await site.app.inject({ method: 'GET', url: `/api/campaign/${s.campaignId}` });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ title: 'Water for Debre Berhan', status: 'ACTIVE', raisedAmount: 1500, _count: { Donation: 1 } });
  const cover = await site.app.inject({ method: 'GET', url: s.coverUrl });
  expect(cover.statusCode).toBe(200);
  expect(cover.rawPayload.equals(s.cover)).toBe(true);
  expect((await site.storage.read('private', s.documentKey)).equals(s.document)).toBe(true);
}

describe('backup and restore with PGlite and media on disk', () => {
  const dataDir = path.join(root, 'pglite-site');
  const folder = path.join(root, 'pglite-backup');
  let seeded: Seeded;

  beforeAll(async () => {
    const site = await openSite(dataDir);
    try {
      seeded = await seed(site);
      // The server has PGlite open: a copy now could be torn, so backup refuses.
      await expect(backup({ dataDir, mediaDir: path.join(dataDir, 'media') }, path.join(root, 'while-running'))).rejects.toThrow(
        /is open in another process: stop the server first: PGlite is a single-process database/,
      );
    } finally {
      await site.close();
    }
  });

  it('brings a wiped site back: the campaign, the verified amount and the files', SLOW, async () => {
    const { stdout } = await command('backup', [folder], { DATA_DIR: dataDir });
    expect(stdout).toMatch(/^Backed up the PGlite database \(migration \d{4}_\w+: 1 campaigns, 1 donations, 1500\.00 birr verified\) and \d+ media files/);

    rmSync(dataDir, { recursive: true, force: true });
    // Restore's body, in this process: `npm run restore` itself runs as a process in the last test
    // of this group and in the Postgres one (one more Node with PGlite would only add seconds).
    const restored = await restore({ dataDir, mediaDir: path.join(dataDir, 'media') }, folder);
    expect(restored.manifest.database.counts).toMatchObject({ campaigns: 1, donations: 1 });
    expect(restored.setAside).toEqual([]);

    const site = await openSite(dataDir);
    try {
      await expectRestored(site, seeded);
    } finally {
      await site.close();
    }
  });

  it('restores over a site only with --force, and keeps what was there aside', SLOW, async () => {
    const settings = { dataDir, mediaDir: path.join(dataDir, 'media') };
    await expect(restore(settings, folder)).rejects.toThrow(/^nothing was restored, the target is not empty: .*pg holds a database; .*media holds \d+ media files\. To replace it, run again with --force/);
    const { setAside } = await restore(settings, folder, { force: true });
    expect(setAside).toHaveLength(2);
    for (const aside of setAside) expect(existsSync(aside)).toBe(true);
  });

  it('checks a backup before changing anything', async () => {
    const elsewhere = { dataDir: path.join(root, 'empty-site'), mediaDir: path.join(root, 'empty-site', 'media') };
    await expect(backup(elsewhere, folder)).rejects.toThrow(/pglite-backup is not empty: give each backup a folder of its own/);
    await expect(backup(elsewhere, path.join(root, 'new-backup'))).rejects.toThrow(/there is no PGlite database in .*empty-site\/pg/);
    await expect(restore(elsewhere, path.join(root, 'nowhere'))).rejects.toThrow(/^no backup at .*nowhere: the folder does not exist$/);
    await expect(restore(elsewhere, root)).rejects.toThrow(/has no manifest.json: it is not a Birr backup, or the backup was interrupted/);
    await expect(restore({ ...elsewhere, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }, folder)).rejects.toThrow(
      /this backup holds a PGlite database, but DATABASE_URL points at a Postgres server/,
    );

    // A media file changed (or rotted) after the backup: nothing is restored.
    writeFileSync(path.join(folder, 'media', 'private', seeded.documentKey), 'not the document');
    await expect(restore(elsewhere, folder)).rejects.toThrow(/is damaged, nothing was restored: media\/private\/.* has changed since the backup/);
    expect(existsSync(elsewhere.dataDir)).toBe(false);
  });

  it('answers an operator mistake with one line and a non-zero exit, no stack trace', SLOW, async () => {
    const failed = await command('restore', [path.join(root, 'nowhere')], { DATA_DIR: dataDir }).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toBe(`restore failed: no backup at ${path.join(root, 'nowhere')}: the folder does not exist`);
  });
});

describe('media in an S3 bucket', () => {
  it('copies every public and private object out, and back into an empty bucket', async () => {
    const from = await startS3();
    const to = await startS3();
    try {
      const bucket = s3Storage(from.settings);
      await bucket.put('public', 'campaigns/c1/cover-800.webp', Buffer.from('cover 800'));
      await bucket.put('public', 'previews/c1-1200x630.jpg', Buffer.from('preview'));
      await bucket.put('private', 'documents/d1.pdf', Buffer.from('%PDF-1.4 licence'));
      const folder = path.join(root, 's3-media');
      const files = await copyMediaOut({ mediaDir: '/nonexistent', s3: from.settings }, folder);
      expect(files.map((f) => f.path).sort()).toEqual(['private/documents/d1.pdf', 'public/campaigns/c1/cover-800.webp', 'public/previews/c1-1200x630.jpg']);

      const target = { mediaDir: '/nonexistent', s3: to.settings };
      expect(await countMedia(target)).toBe(0);
      await copyMediaIn(folder, files, target);
      expect(await countMedia(target)).toBe(3);
      const restored = s3Storage(to.settings);
      expect((await restored.read('private', 'documents/d1.pdf')).toString()).toBe('%PDF-1.4 licence');
      expect((await restored.read('public', 'campaigns/c1/cover-800.webp')).toString()).toBe('cover 800');
    } finally {
      await from.close();
      await to.close();
    }
  });
});

// CI runs the API suite a second time on a Postgres server, with pg_dump and pg_restore installed.
describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore with a Postgres server', () => {
  const dataDir = path.join(root, 'postgres-site');
  const folder = path.join(root, 'postgres-backup');
  let source: Awaited<ReturnType<typeof scratchDatabase>>;
  let target: Awaited<ReturnType<typeof scratchDatabase>>;
  let seeded: Seeded;

  beforeAll(async () => {
    source = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'birr_backup');
    target = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'birr_restore');
    const site = await openSite(dataDir, source.url);
    try {
      seeded = await seed(site);
    } finally {
      await site.close();
    }
  });
  afterAll(async () => {
    await source?.drop({ force: true });
    await target?.drop({ force: true });
  });

  it('restores pg_dump into an empty database, then over a full one with --force', SLOW, async () => {
    const { stdout } = await command('backup', [folder], { DATA_DIR: dataDir, DATABASE_URL: source.url });
    expect(stdout).toMatch(/^Backed up the Postgres database \(migration \d{4}_\w+: 1 campaigns, 1 donations, 1500\.00 birr verified\)/);

    rmSync(dataDir, { recursive: true, force: true });
    await command('restore', [folder], { DATA_DIR: dataDir, DATABASE_URL: target.url });
    const site = await openSite(dataDir, target.url);
    try {
      await expectRestored(site, seeded);
      // Something changes after the backup; restoring with --force takes the database back.
      await site.db.update(campaigns).set({ title: 'Changed after the backup' }).where(eq(campaigns.id, seeded.campaignId));
    } finally {
      await site.close();
    }
    const settings = { dataDir, mediaDir: path.join(dataDir, 'media'), databaseUrl: target.url };
    await expect(restore(settings, folder)).rejects.toThrow(/the target is not empty: the database at DATABASE_URL has \d+ tables/);
    await restore(settings, folder, { force: true });
    const again = await openSite(dataDir, target.url);
    try {
      await expectRestored(again, seeded);
    } finally {
      await again.close();
    }
  });
});
