import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '#tests/support/harness';
import { bearer, claims } from '#tests/support/accounts';
import { form, png, verifiedUser } from '#tests/support/create-helpers';
import { addDonation, createCampaign } from '#tests/support/fixtures';

// The second security audit (issue 40), items 14, 17 and 18: reports that collapse instead of
// silencing others, one pixel limit for every image, and one write per intent.

let t: TestApp;
const tok: Record<'organiser' | 'reviewer' | 'reporter' | 'other', string> = {} as never;

beforeAll(async () => {
  t = await testApp({ auth: { adminEmail: 'reviewer@abuse.example' } });
  tok.reviewer = await verifiedUser(t, 'reviewer@abuse.example');
  tok.organiser = await verifiedUser(t, 'organiser@abuse.example');
  tok.reporter = await verifiedUser(t, 'reporter@abuse.example');
  tok.other = await verifiedUser(t, 'other@abuse.example');
});
afterAll(() => t.close());

/** An ACTIVE campaign of the organiser's with one verified donor (whose address gets updates). */
async function liveCampaign(title = 'Clean water for Bahir Dar') {
  const c = await createCampaign(t.db, { userId: claims(tok.organiser).sub!, title });
  await addDonation(t.db, c.id, { amount: 100 });
  return { campaignId: c.id };
}

/** A PNG of `width` × `height` black pixels (1 bit each): a few kilobytes that decode to a huge bitmap. */
function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter 0, all zero
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('one pixel limit for every image (item 17)', () => {
  const bomb = pixelBomb(10_000, 10_000); // 100 megapixels in a few kilobytes

  it('a profile picture of 100 megapixels is a 400 with the same message as a campaign image', async () => {
    expect(bomb.length).toBeLessThan(100_000);
    const picture = form({ profileImg: { bytes: bomb, name: 'me.png', type: 'image/png' } });
    const res = await t.app.inject({ method: 'PATCH', url: '/api/user', headers: bearer(tok.other), payload: picture as never });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This image is too large. Please upload one of at most 50 megapixels.');
    const amharic = await t.app.inject({ method: 'PATCH', url: '/api/user?lang=am', headers: bearer(tok.other), payload: picture as never });
    expect(amharic.json().message).toBe('ይህ ምስል በጣም ትልቅ ነው። እባክዎ ቢበዛ 50 ሜጋፒክስል የሆነ ምስል ይስቀሉ።');
  });

  it('an update image of 100 megapixels is refused the same way', async () => {
    const { campaignId } = await liveCampaign();
    const fd = form({ text: 'A huge picture', image: { bytes: bomb, name: 'x.png', type: 'image/png' } });
    const res = await t.app.inject({ method: 'POST', url: `/api/campaign/${campaignId}/updates`, headers: bearer(tok.organiser), payload: fd as never });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This image is too large. Please upload one of at most 50 megapixels.');
  });

  it('an ordinary picture still goes through', async () => {
    const picture = form({ profileImg: { bytes: await png(300, 200), name: 'me.png', type: 'image/png' } });
    const res = await t.app.inject({ method: 'PATCH', url: '/api/user', headers: bearer(tok.other), payload: picture as never });
    expect(res.statusCode, res.body).toBe(200);
  });
});
