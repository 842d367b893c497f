// Pictures as a phone gets them (issue 47): a campaign page's cover, 360 px wide at 2×, comes in a
// 720 px rendition of at most 35 KB, however detailed the photo.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHONE_MAX_BYTES, PHONE_WIDTH, renderRenditions } from '#server/media/images';

/** A detailed 2000×1333 "photo": fine noise over colour gradients, as a camera's picture of a street. */
async function photo() {
  const width = 2000;
  const height = 1333;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 47;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = random() * 90;
      pixels[i] = Math.min(255, (x / width) * 160 + grain);
      pixels[i + 1] = Math.min(255, (y / height) * 160 + grain);
      pixels[i + 2] = Math.min(255, 80 + grain);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

describe('image renditions', () => {
  it("gives a phone's cover its own 720 px rendition within 35 KB", async () => {
    const { widths, files } = await renderRenditions(await photo());
    expect(widths).toEqual([400, 720, 800, 1200]);
    const phone = files.find((f) => f.width === PHONE_WIDTH)!;
    expect((await sharp(phone.bytes).metadata()).width).toBe(720);
    expect(phone.bytes.length).toBeLessThanOrEqual(PHONE_MAX_BYTES);
    // The wider renditions keep their quality: the phone's was made smaller for its budget.
    expect(files.find((f) => f.width === 800)!.bytes.length).toBeGreaterThan(PHONE_MAX_BYTES);
  });
});
