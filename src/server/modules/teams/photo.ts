import { randomUUID } from 'node:crypto';
import type { FileStorage } from '#server/adapters/storage/storage';
import { decodeImage, renditionKey } from '#server/media/images';
import { renderUpload } from '#server/media/upload-image';

/** A team photo's link preview: Open Graph's 1200×630, as campaigns' previews (ssr/preview-image.ts). */
const PREVIEW = { width: 1200, height: 630 };
export const teamPreviewKey = (key: string) => `${key}-preview.jpg`;

export type TeamPhoto = { widths: number[]; files: { width: number; bytes: Buffer }[]; preview: Buffer };

/**
 * The photo re-encoded (metadata dropped) before anything is stored: its WebP renditions for the
 * page and its JPEG link preview. A file that is no PNG or JPEG, or does not decode, is a 400.
 */
export async function renderTeamPhoto(bytes: Buffer): Promise<TeamPhoto> {
  const rendered = await renderUpload(bytes);
  // renderUpload has decoded it already: this one cannot fail on the file.
  const preview = await decodeImage(bytes)
    .rotate()
    .resize(PREVIEW.width, PREVIEW.height, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return { ...rendered, preview };
}

/** Stores a rendered photo under a fresh key (renditions and preview); answers the key. */
export async function storeTeamPhoto(storage: FileStorage, campaignId: string, photo: TeamPhoto): Promise<string> {
  const key = `teams/${campaignId}/${randomUUID()}`;
  await Promise.all([
    ...photo.files.map((f) => storage.put('public', renditionKey(key, f.width), f.bytes)),
    storage.put('public', teamPreviewKey(key), photo.preview),
  ]);
  return key;
}

/** Takes a photo's files away (a team that could not be saved after all). */
export async function removeTeamPhoto(storage: FileStorage, key: string, widths: number[]) {
  await Promise.allSettled([...widths.map((w) => storage.remove('public', renditionKey(key, w))), storage.remove('public', teamPreviewKey(key))]);
}
