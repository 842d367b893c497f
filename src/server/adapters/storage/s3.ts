import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStorage, Visibility } from './storage';

export type S3Settings = {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Address the bucket as endpoint/bucket/key (MinIO, s3rver, stores reached by IP). */
  forcePathStyle: boolean;
  /** Where browsers fetch public renditions straight from the bucket (a CDN or the bucket's own URL). */
  mediaPublicUrl?: string;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const contentType = (key: string) => CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/**
 * Files in one S3-compatible bucket (AWS S3, R2, MinIO, B2…), public and private files under
 * separate prefixes. Nothing here makes an object public: browsers get public renditions through
 * our own /media route (or `mediaPublicUrl` when the operator exposes the public/ prefix), and
 * private documents only through short-lived signed URLs.
 */
export type S3FileStorage = FileStorage & {
  size(v: Visibility, key: string): Promise<number | null>;
  signedUrl(v: Visibility, key: string, expiresInSeconds: number): Promise<string>;
  ready(): Promise<void>;
};

export function s3Storage(s: S3Settings): S3FileStorage {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
  });
  const objectKey = (v: Visibility, key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return `${v}/${key}`;
  };
  const publicBase = s.mediaPublicUrl?.replace(/\/+$/, '');
  const storage: S3FileStorage = {
    async put(v: Visibility, key: string, bytes: Buffer) {
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: objectKey(v, key),
          Body: bytes,
          ContentType: contentType(key),
          // Renditions never change under a key: caches may keep them for good.
          CacheControl: v === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
        }),
      );
    },
    async read(v: Visibility, key: string) {
      const out = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: objectKey(v, key) }));
      return Buffer.from(await out.Body!.transformToByteArray());
    },
    async has(v: Visibility, key: string) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: s.bucket, Key: objectKey(v, key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    /** Bytes stored under the key, or null when there is none (lets a copy resume where it stopped). */
    async size(v: Visibility, key: string): Promise<number | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: s.bucket, Key: objectKey(v, key) }));
        return head.ContentLength ?? null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(v: Visibility, key: string) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: objectKey(v, key) }));
    },
    publicUrl: (key: string) => (publicBase ? `${publicBase}/public/${key}` : `/media/${key}`),
    signedUrl: (v: Visibility, key: string, expiresInSeconds: number) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket: s.bucket, Key: objectKey(v, key) }), { expiresIn: expiresInSeconds }),
    async ready() {
      await client.send(new HeadBucketCommand({ Bucket: s.bucket }));
    },
    close: async () => client.destroy(),
  };
  return storage;
}
