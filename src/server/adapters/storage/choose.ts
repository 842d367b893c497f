import type { Settings } from '#server/config';
import { diskStorage } from './disk';
import { s3Storage } from './s3';
import type { FileStorage } from './storage';

/** S3-compatible object storage when a bucket is configured, else the local disk under DATA_DIR/media. */
export function chooseStorage(config: Pick<Settings, 'mediaDir' | 's3'>): FileStorage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(config.mediaDir);
}
