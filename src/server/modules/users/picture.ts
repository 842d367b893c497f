import { randomUUID } from 'node:crypto';
import { IMAGE_KINDS_ALLOWED } from '#contract/files';
import type { FileStorage } from '#server/adapters/storage/storage';
import { httpError } from '#server/http/errors';
import { decodeImage, ImageDecodeError, measureUpload } from '#server/media/images';
import { sniff } from '#server/media/sniff';
import { m } from '#i18n/paraglide/messages.js';

/** Square, large enough for the profile's avatar on a sharp phone screen; the navbar shows it smaller. */
export const AVATAR_SIZE = 256;

/**
 * Checks the upload by what it is (its magic bytes, never the name or the declared type: PNG or
 * JPEG, as a campaign's images) and its size (the pixel limit every upload has), then stores a
 * re-encoded square WebP (metadata dropped) as a public file.
 */
export async function storeProfilePicture(storage: FileStorage, userId: string, bytes: Buffer) {
  const kind = sniff(bytes);
  if (!kind || !IMAGE_KINDS_ALLOWED.includes(kind)) throw httpError(415, m.create_image_format());
  try {
    await measureUpload(bytes);
  } catch (err) {
    if (err instanceof ImageDecodeError && err.reason === 'too-many-pixels') throw httpError(400, m.create_image_too_many_pixels());
    throw httpError(415, m.create_image_format());
  }
  let out: Buffer;
  try {
    out = await decodeImage(bytes)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80, effort: 4 })
      .toBuffer();
  } catch {
    // The header looked like an image, the rest does not decode.
    throw httpError(415, m.create_image_format());
  }
  const key = `avatars/${userId}/${randomUUID()}.webp`;
  await storage.put('public', key, out);
  return { key, url: storage.publicUrl(key) };
}
