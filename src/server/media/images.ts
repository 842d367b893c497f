import sharp from 'sharp';
import type { FileStorage } from '../adapters/storage/storage';

/** Renditions for srcset: phones take 400, most cards 800, wide detail pages 1200. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export const DEFAULT_WIDTH = 800;

export const renditionKey = (baseKey: string, width: number) => `${baseKey}-${width}.webp`;

/**
 * Re-encodes an image to WebP at each width (never upscaling), which also drops its metadata
 * (location, camera) — originals are never served as uploaded.
 */
export async function storeImageRenditions(
  storage: FileStorage,
  baseKey: string,
  input: Buffer,
  widths: readonly number[] = IMAGE_WIDTHS,
): Promise<number[]> {
  const source = sharp(input, { failOn: 'error' }).rotate();
  await Promise.all(
    widths.map(async (w) => {
      const out = await source
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 72, effort: 4 })
        .toBuffer();
      await storage.put('public', renditionKey(baseKey, w), out);
    }),
  );
  return [...widths];
}

export function mediaUrls(storage: FileStorage, baseKey: string, widths: readonly number[]) {
  const sorted = [...widths].sort((a, b) => a - b);
  const main = sorted.includes(DEFAULT_WIDTH) ? DEFAULT_WIDTH : sorted[sorted.length - 1];
  return {
    url: storage.publicUrl(renditionKey(baseKey, main)),
    srcSet: sorted.length
      ? sorted.map((w) => `${storage.publicUrl(renditionKey(baseKey, w))} ${w}w`).join(', ')
      : null,
  };
}
