/**
 * `npm run media:migrate`: copies a local media folder (DATA_DIR/media, or the folder given as
 * the first argument) into the S3-compatible bucket configured by the S3_* settings. Resumable
 * and idempotent: a file already in the bucket with the same size is skipped, so running it
 * again (or after an interruption) copies only what is missing.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import { s3Storage, type S3FileStorage } from '../src/server/adapters/storage/s3';
import type { Visibility } from '../src/server/adapters/storage/storage';
import { loadConfig } from '../src/server/config';

async function* walk(dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(full);
    else if (e.isFile()) yield full;
  }
}

export async function migrateMedia(opts: { from: string; storage: S3FileStorage; progress?: boolean }) {
  const files: Array<{ visibility: Visibility; key: string; file: string }> = [];
  for (const visibility of ['public', 'private'] as const) {
    const root = path.join(opts.from, visibility);
    for await (const file of walk(root)) {
      files.push({ visibility, key: path.relative(root, file).split(path.sep).join('/'), file });
    }
  }
  const bar = opts.progress ? new SingleBar({ format: 'media {bar} {value}/{total} files | {copied} copied, {skipped} already there' }, Presets.shades_classic) : null;
  let copied = 0;
  let skipped = 0;
  bar?.start(files.length, 0, { copied, skipped });
  for (const f of files) {
    const bytes = await readFile(f.file);
    const size = await opts.storage.size(f.visibility, f.key);
    if (size === bytes.length) skipped++;
    else {
      await opts.storage.put(f.visibility, f.key, bytes);
      copied++;
    }
    bar?.increment(1, { copied, skipped });
  }
  bar?.stop();
  return { total: files.length, copied, skipped };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const config = loadConfig();
  if (!config.s3) {
    console.error('media:migrate needs a bucket: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as needed).');
    process.exit(2);
  }
  const from = path.resolve(process.argv[2] ?? config.mediaDir);
  if (!(await stat(from).catch(() => null))?.isDirectory()) {
    console.error(`No media folder at ${from}`);
    process.exit(2);
  }
  const storage = s3Storage(config.s3);
  const result = await migrateMedia({ from, storage, progress: process.stdout.isTTY !== false });
  console.log(`Copied ${result.copied} of ${result.total} files into s3://${config.s3.bucket} (${result.skipped} were already there).`);
  await storage.close?.();
}
