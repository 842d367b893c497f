import sharp, { type Sharp } from 'sharp';
import type { FileStorage } from '../adapters/storage/storage';

/**
 * Renditions for srcset: small cards take 400, a phone's full-width cover 720 (360 px at 2×), most
 * cards 800, wide detail pages 1200. Images stored before the 720 rendition keep their own widths.
 */
export const IMAGE_WIDTHS = [400, 720, 800, 1200] as const;
export const DEFAULT_WIDTH = 800;

/**
 * The phone's rendition is a campaign page's largest picture on a slow network: at most this many
 * bytes (issue 47), lowering its quality step by step for a detailed photo until it fits.
 */
export const PHONE_WIDTH = 720;
export const PHONE_MAX_BYTES = 35 * 1024;
const QUALITY = 72;
const PHONE_QUALITIES = [QUALITY, 62, 52, 42];

/** One WebP rendition of `source` at `width` (never enlarged); the phone's within its bytes. */
async function encode(source: Sharp, width: number): Promise<Buffer> {
  const at = (quality: number) => source.clone().resize({ width, withoutEnlargement: true }).webp({ quality, effort: 4 }).toBuffer();
  if (width !== PHONE_WIDTH) return at(QUALITY);
  let bytes = await at(PHONE_QUALITIES[0]!);
  for (const quality of PHONE_QUALITIES.slice(1)) {
    if (bytes.length <= PHONE_MAX_BYTES) break;
    bytes = await at(quality);
  }
  return bytes;
}

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
  const source = decodeImage(input).rotate();
  await Promise.all(
    widths.map(async (w) => {
      await storage.put('public', renditionKey(baseKey, w), await encode(source, w));
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
 * The one way an image is opened for decoding (campaign images, update images, profile pictures,
 * link previews): sharp refuses to decode past MAX_INPUT_PIXELS, whatever the path.
 */
export const decodeImage = (input: Buffer) => sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });

/**
 * Reads an upload's header without decoding it: its size (EXIF orientation applied), or an
 * ImageDecodeError saying why it will not be decoded.
 */
export async function measureUpload(input: Buffer): Promise<{ width: number; height: number }> {
  try {
    // The header only (no pixels are decoded), read past the limit so the answer can say why.
    const meta = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new ImageDecodeError('unreadable');
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageDecodeError('too-many-pixels');
    // EXIF orientation 5–8 swaps the sides.
    const swapped = (meta.orientation ?? 1) >= 5;
    return { width: swapped ? meta.height : meta.width, height: swapped ? meta.width : meta.height };
  } catch (err) {
    throw err instanceof ImageDecodeError ? err : new ImageDecodeError('unreadable');
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
  const sourceWidth = (await measureUpload(input)).width;
  const fitting = widths.filter((w) => w <= sourceWidth);
  const chosen = fitting.length ? fitting : [Math.min(...widths)];
  try {
    const source = decodeImage(input).rotate();
    const files = [];
    for (const width of chosen) files.push({ width, bytes: await encode(source, width) });
    return { widths: chosen, files };
  } catch {
    throw new ImageDecodeError('unreadable');
  }
}
