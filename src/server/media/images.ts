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

/** Uploads larger than this many pixels are refused (a small file can decode to a huge bitmap). */
export const MAX_INPUT_PIXELS = 50_000_000;

export class ImageDecodeError extends Error {
  constructor(readonly reason: 'unreadable' | 'too-many-pixels') {
    super(reason);
  }
}

/**
 * Decodes an uploaded image and re-encodes it to WebP at each width up to its own (metadata is
 * dropped, orientation applied), all in memory: nothing is written until every image of a
 * submission has decoded, so a bad file leaves nothing behind.
 */
export async function renderRenditions(
  input: Buffer,
  widths: readonly number[] = IMAGE_WIDTHS,
): Promise<{ widths: number[]; files: { width: number; bytes: Buffer }[] }> {
  let sourceWidth: number;
  try {
    const meta = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new ImageDecodeError('unreadable');
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageDecodeError('too-many-pixels');
    // EXIF orientation 5–8 swaps the sides.
    sourceWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  } catch (err) {
    throw err instanceof ImageDecodeError ? err : new ImageDecodeError('unreadable');
  }
  const fitting = widths.filter((w) => w <= sourceWidth);
  const chosen = fitting.length ? fitting : [Math.min(...widths)];
  try {
    const source = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const files = [];
    for (const width of chosen) {
      const bytes = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 72, effort: 4 })
        .toBuffer();
      files.push({ width, bytes });
    }
    return { widths: chosen, files };
  } catch {
    throw new ImageDecodeError('unreadable');
  }
}
