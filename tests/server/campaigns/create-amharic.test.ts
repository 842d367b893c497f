import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submit, validForm, verifiedUser } from '#tests/support/create-helpers';
import { testApp, type TestApp } from '#tests/support/harness';

// The wizard's rules answer in the request's language (#27): Accept-Language or the lang cookie.
let t: TestApp;
let token: string;
let n = 0;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const refusal = async (headers: Record<string, string>, over: Parameters<typeof validForm>[1]) => {
  token = await verifiedUser(t, `amharic${++n}@example.com`);
  const res = await submit(t, 'personal', token, await validForm('personal', over), headers);
  expect(res.statusCode).toBe(400);
  const { code, ...answer } = res.json() as { message: string; code: string; field?: string };
  expect(code).toBe('VALIDATION_FAILED');
  return answer;
};

describe('POST /api/campaign/charity/personal in Amharic', () => {
  it('names a missing field in Amharic with Accept-Language: am, and in the spec’s English without it', async () => {
    expect(await refusal({ 'accept-language': 'am' }, { title: undefined })).toEqual({ message: 'ርዕስ ያስፈልጋል', field: 'title' });
    expect(await refusal({}, { title: undefined })).toEqual({ message: 'A title is required', field: 'title' });
    expect(await refusal({ 'accept-language': 'en-US,en;q=0.9' }, { fullName: undefined })).toEqual({
      message: 'Full Name is required',
      field: 'fullName',
    });
  });

  it('follows the language cookie, and words field names inside messages in Amharic', async () => {
    expect(await refusal({ cookie: 'lang=am' }, { accountNumber: '12AB' })).toEqual({
      message: 'የሂሳብ ቁጥር አሃዞችን ብቻ መያዝ አለበት',
      field: 'accountNumber',
    });
    expect(await refusal({ 'accept-language': 'am-ET' }, { city: 'Addis\u0000' })).toEqual({
      message: 'ከተማ የማይፈቀዱ ቁምፊዎችን ይዟል',
      field: 'city',
    });
  });

  it('answers a refused file in Amharic, and a concurrent English request stays English', async () => {
    const [am, en] = await Promise.all([
      refusal({ 'accept-language': 'am' }, { coverImage: { bytes: Buffer.from('just text'), name: 'cover.png' } }),
      refusal({ 'accept-language': 'en' }, { coverImage: { bytes: Buffer.from('just text'), name: 'cover.png' } }),
    ]);
    expect(am.message).toBe('የፋይሉ ዓይነት አይፈቀድም። የሚፈቀዱት፦ PNG, JPG, JPEG');
    expect(en.message).toBe('Invalid file format. Allowed: PNG, JPG, JPEG');
  });
});
