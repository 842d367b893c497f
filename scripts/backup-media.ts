/**
 * Media in and out of a backup folder. Both stores keep files as public/<key> and private/<key>
 * (DATA_DIR/media on disk, object keys in the bucket), and so does the backup's media/ folder:
 * a backup of one store restores into either.
 */
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { s3Storage, type S3Settings } from '../src/server/adapters/storage/s3';
import type { Visibility } from '../src/server/adapters/storage/storage';
import { describeFile, type FileEntry } from './backup-manifest';

const VISIBILITIES: readonly Visibility[] = ['public', 'private'];

export type MediaSource = { mediaDir: string; s3?: S3Settings };

async function* walk(root: string, dir = root): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(root, full);
    else if (e.isFile()) yield path.relative(root, full).split(path.sep).join('/');
  }
}

const clientFor = (s: S3Settings) =>
  new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
  });

async function* objectKeys(client: S3Client, bucket: string, prefix: string): AsyncGenerator<string> {
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const o of page.Contents ?? []) if (o.Key && !o.Key.endsWith('/')) yield o.Key;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** Copies every media file into `into` (public/…, private/…) and describes each one. */
export async function copyMediaOut(from: MediaSource, into: string): Promise<FileEntry[]> {
  const rels: string[] = [];
  if (from.s3) {
    const client = clientFor(from.s3);
    try {
      for (const v of VISIBILITIES) {
        for await (const key of objectKeys(client, from.s3.bucket, `${v}/`)) {
          const out = await client.send(new GetObjectCommand({ Bucket: from.s3.bucket, Key: key }));
          const file = path.join(into, ...key.split('/'));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, await out.Body!.transformToByteArray());
          rels.push(key);
        }
      }
    } finally {
      client.destroy();
    }
  } else {
    for (const v of VISIBILITIES) {
      for await (const rel of walk(path.join(from.mediaDir, v))) {
        const key = `${v}/${rel}`;
        const file = path.join(into, ...key.split('/'));
        await mkdir(path.dirname(file), { recursive: true });
        await copyFile(path.join(from.mediaDir, v, ...rel.split('/')), file);
        rels.push(key);
      }
    }
  }
  const files: FileEntry[] = [];
  for (const rel of rels) files.push(await describeFile(into, rel));
  return files;
}

/** How many media files the target store holds already (restore refuses to mix without --force). */
export async function countMedia(target: MediaSource): Promise<number> {
  let n = 0;
  if (target.s3) {
    const client = clientFor(target.s3);
    try {
      for (const v of VISIBILITIES) for await (const key of objectKeys(client, target.s3.bucket, `${v}/`)) if (key) n++;
    } finally {
      client.destroy();
    }
    return n;
  }
  for (const v of VISIBILITIES) for await (const rel of walk(path.join(target.mediaDir, v))) if (rel) n++;
  return n;
}

/** Puts the backup's files into the store, through the same adapter the server writes with. */
export async function copyMediaIn(from: string, files: FileEntry[], target: MediaSource) {
  if (target.s3) {
    const storage = s3Storage(target.s3);
    try {
      for (const f of files) {
        const [v, ...key] = f.path.split('/');
        await storage.put(v as Visibility, key.join('/'), await readFile(path.join(from, ...f.path.split('/'))));
      }
    } finally {
      await storage.close?.();
    }
    return;
  }
  for (const f of files) {
    const file = path.join(target.mediaDir, ...f.path.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(path.join(from, ...f.path.split('/')), file);
  }
}
