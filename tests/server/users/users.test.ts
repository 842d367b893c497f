import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns, donations, users } from '#server/db/schema';
import { bearer, post } from '#tests/support/accounts';
import { PW, appWithPeople } from '#tests/support/people';
import { createCampaign } from '#tests/support/fixtures';
import type { TestApp } from '#tests/support/harness';

/** Verified people with a password; `account()` makes one and signs them in. */
const people = appWithPeople('profile', { firstName: 'Liya', lastName: 'Tadesse', dateOfBirth: '1995-04-12' });
const { signin, signedIn: account } = people;
let t: TestApp;
beforeAll(() => {
  t = people.app();
});

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });

function form(fields: Record<string, string>, picture?: { bytes: Buffer; name?: string; type?: string }) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (picture) fd.append('profileImg', new Blob([new Uint8Array(picture.bytes)], { type: picture.type ?? 'image/png' }), picture.name ?? 'me.png');
  return fd;
}
const patchForm = (token: string, fd: FormData) =>
  t.app.inject({ method: 'PATCH', url: '/api/user', headers: bearer(token), payload: fd as never });
const changePassword = (token: string, body: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/user/password', headers: bearer(token), payload: body });

const png = (w = 600, h = 400) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#2f9e44' } }).png().toBuffer();

describe('GET /api/user/me', () => {
  it('answers the full user with their campaigns and donations, newest first, and nothing secret', async () => {
    const { user, access_token } = await account({ phoneNumber: '+251911000111' });
    const older = await createCampaign(t.db, { userId: user.id, title: 'Older one', status: 'ACTIVE', goal: 5000, createdAt: new Date('2026-01-01') });
    const rejected = await createCampaign(t.db, { userId: user.id, title: 'Turned down', status: 'REJECTED', createdAt: new Date('2026-02-01') });
    await t.db.update(campaigns).set({ reviewReason: 'The documents are unreadable' }).where(eq(campaigns.id, rejected.id));
    const someoneElses = await createCampaign(t.db, { title: 'Not mine' });
    await t.db.insert(donations).values([
      { campaignId: someoneElses.id, userId: user.id, donorFirstName: 'Liya', donorLastName: 'T', email: 'x@example.com', amount: '150.50', txRef: 'me-1', paymentStatus: 'VERIFIED', createdAt: new Date('2026-03-01') },
      { campaignId: someoneElses.id, userId: user.id, donorFirstName: 'Liya', donorLastName: 'T', email: 'x@example.com', amount: '99.00', txRef: 'me-2', paymentStatus: 'FAILED', createdAt: new Date('2026-03-02') },
      { campaignId: older.id, userId: null, donorFirstName: 'Guest', donorLastName: 'G', email: 'g@example.com', amount: '10.00', txRef: 'guest-1', paymentStatus: 'VERIFIED' },
    ]);

    const res = await me(access_token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({
      id: user.id,
      firstName: 'Liya',
      lastName: 'Tadesse',
      email: user.email,
      phoneNumber: '+251911000111',
      dateOfBirth: '1995-04-12',
      profilePicture: null,
      isVerified: true,
      isActive: true,
      role: 'USER',
      googleOnly: false,
    });
    expect(body.data.campaigns.map((c: { title: string }) => c.title)).toEqual(['Turned down', 'Older one']);
    expect(body.data.campaigns[0]).toMatchObject({ status: 'REJECTED', rejectionReason: 'The documents are unreadable' });
    expect(body.data.campaigns[1]).toMatchObject({ status: 'ACTIVE', goalAmount: 5000, raisedAmount: 0, rejectionReason: null });
    expect(body.data.Donation).toEqual([
      { id: expect.any(String), amount: 99, paymentStatus: 'FAILED', txRef: 'me-2', createdAt: '2026-03-02T00:00:00.000Z', campaign: { id: someoneElses.id, title: 'Not mine' }, receiptPath: null, paidAbroad: null },
      { id: expect.any(String), amount: 150.5, paymentStatus: 'VERIFIED', txRef: 'me-1', createdAt: '2026-03-01T00:00:00.000Z', campaign: { id: someoneElses.id, title: 'Not mine' }, receiptPath: null, paidAbroad: null },
    ]);
    const text = res.body.toLowerCase();
    for (const secret of ['password', 'hash', 'token', 'googlesub', 'google_sub', 'code']) expect(text).not.toContain(secret);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('shows each user only their own data', async () => {
    const a = await account();
    const b = await account();
    await createCampaign(t.db, { userId: a.user.id, title: 'Only for A' });
    const res = await me(b.access_token);
    expect(res.json().data.id).toBe(b.user.id);
    expect(res.json().data.campaigns).toEqual([]);
  });

  it('asks for a sign-in without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/user', () => {
  it('changes only the fields sent and answers the updated user', async () => {
    const { user, access_token } = await account();
    const res = await patchForm(access_token, form({ firstName: '  Liyu ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, firstName: 'Liyu', lastName: 'Tadesse', dateOfBirth: '1995-04-12', campaigns: [], Donation: [] });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Liyu', lastName: 'Tadesse', dateOfBirth: '1995-04-12', email: user.email });
  });

  it('takes the changed fields as JSON too', async () => {
    const { access_token } = await account();
    const res = await t.app.inject({ method: 'PATCH', url: '/api/user', headers: bearer(access_token), payload: { lastName: 'Bekele', dateOfBirth: '2000-01-31' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Liya', lastName: 'Bekele', dateOfBirth: '2000-01-31' });
  });

  it.each([
    ['too young', String(new Date().getFullYear() - 12) + '-01-01'],
    ['too old', String(new Date().getFullYear() - 101) + '-12-31'],
  ])('refuses a date of birth that makes the user %s, with the spec message', async (_, dateOfBirth) => {
    const { user, access_token } = await account();
    const res = await patchForm(access_token, form({ dateOfBirth }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Age must be between 13 and 100', code: 'VALIDATION_FAILED' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.dateOfBirth).toBe('1995-04-12');
  });

  it('counts age in calendar years: 13 this year and 100 this year are both fine', async () => {
    const { access_token } = await account();
    const year = new Date().getFullYear();
    expect((await patchForm(access_token, form({ dateOfBirth: `${year - 13}-12-31` }))).statusCode).toBe(200);
    expect((await patchForm(access_token, form({ dateOfBirth: `${year - 100}-01-01` }))).statusCode).toBe(200);
  });

  it.each([
    ['email', { email: 'new@example.com' }, 'Your email address cannot be changed here'],
    ['phoneNumber', { phoneNumber: '0911999888' }, 'Your phone number cannot be changed here'],
    ['an unknown field', { role: 'ADMIN' }, 'role cannot be changed'],
  ])('refuses %s with a clear message and changes nothing', async (_, fields, message) => {
    const { user, access_token } = await account();
    const res = await patchForm(access_token, form({ firstName: 'Changed', ...fields }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'BAD_REQUEST' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Liya', email: user.email, role: 'USER' });
  });

  it('refuses an empty first name', async () => {
    const { access_token } = await account();
    const res = await patchForm(access_token, form({ firstName: '  ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'First name is required', code: 'VALIDATION_FAILED' });
  });

  it('re-encodes a new picture to a square WebP, serves it, and removes the previous one', async () => {
    const { user, access_token } = await account();
    const first = await patchForm(access_token, form({}, { bytes: await png(), name: 'holiday.png' }));
    expect(first.statusCode).toBe(200);
    const url1: string = first.json().data.profilePicture;
    expect(url1).toMatch(/^\/media\/avatars\/.+\.webp$/);
    const key1 = url1.replace('/media/', '');
    const stored = await t.storage.read('public', key1);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    // A JPEG named .png, sent as octet-stream: judged by its bytes.
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c92a2a' } }).jpeg().toBuffer();
    const second = await patchForm(access_token, form({ lastName: 'Girma' }, { bytes: jpeg, name: 'x.png', type: 'application/octet-stream' }));
    expect(second.statusCode).toBe(200);
    const url2: string = second.json().data.profilePicture;
    expect(url2).not.toBe(url1);
    expect(second.json().data.lastName).toBe('Girma');
    expect(await t.storage.has('public', key1)).toBe(false);
    expect(await t.storage.has('public', url2.replace('/media/', ''))).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.profilePicture).toBe(url2);
  });

  it('refuses a file that is not an image, whatever its name and type say', async () => {
    const { user, access_token } = await account();
    const fake = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 65)]);
    const res = await patchForm(access_token, form({ firstName: 'Nope' }, { bytes: fake, name: 'me.png', type: 'image/png' }));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Invalid file format. Allowed: PNG, JPG, JPEG', code: 'UNSUPPORTED_MEDIA_TYPE' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Liya', profilePicture: null });
  });

  it('refuses an image kind the campaign pictures do not take either (WebP, GIF)', async () => {
    const { access_token } = await account();
    for (const bytes of [await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } }).webp().toBuffer(), Buffer.from('GIF89a\x01\x00\x01\x00')]) {
      const res = await patchForm(access_token, form({}, { bytes, name: 'me.png' }));
      expect(res.statusCode).toBe(415);
    }
  });

  it('refuses a PNG header with nothing decodable behind it', async () => {
    const { access_token } = await account();
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const res = await patchForm(access_token, form({}, { bytes: broken }));
    expect(res.statusCode).toBe(415);
  });

  it('refuses a picture over 5 MB', async () => {
    const { access_token } = await account();
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await patchForm(access_token, form({}, { bytes: big }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'File size must be 5MB or less', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('asks for a sign-in without a token', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/user', payload: { firstName: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/user/password', () => {
  it('refuses a wrong current password with a clear message', async () => {
    const { access_token } = await account();
    const res = await changePassword(access_token, { oldPassword: 'not-it-at-all', newPassword: 'NewSecret123', passwordConfirm: 'NewSecret123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Your current password is incorrect', code: 'BAD_REQUEST' });
  });

  it('refuses a confirmation that differs, with the spec message', async () => {
    const { access_token } = await account();
    const res = await changePassword(access_token, { oldPassword: PW, newPassword: 'NewSecret123', passwordConfirm: 'NewSecret124' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Passwords do not match.', code: 'VALIDATION_FAILED' });
  });

  it('refuses a short new password and missing fields', async () => {
    const { access_token } = await account();
    const short = await changePassword(access_token, { oldPassword: PW, newPassword: 'short', passwordConfirm: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'Password must be at least 8 characters long.', code: 'VALIDATION_FAILED' });
    const missing = await changePassword(access_token, { oldPassword: PW, newPassword: 'NewSecret123' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'All fields are required', code: 'VALIDATION_FAILED' });
  });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const { email, access_token, refresh_token } = await account();
    const other = await signin(email);
    const res = await changePassword(access_token, { oldPassword: PW, newPassword: 'NewSecret123', passwordConfirm: 'NewSecret123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated successfully!' });

    // The other browser: its access token is refused at once and its refresh token no longer works.
    expect((await me(other.access_token)).statusCode).toBe(401);
    expect((await post(t, '/api/auth/refresh', undefined, bearer(other.refresh_token))).statusCode).toBe(401);
    // This one goes on.
    expect((await me(access_token)).statusCode).toBe(200);
    expect((await post(t, '/api/auth/refresh', undefined, bearer(refresh_token))).statusCode).toBe(200);
    // Old password out, new one in.
    const oldTry = await post(t, '/api/auth/local/signin', { email, password: PW }, { 'x-forwarded-for': '10.9.9.9' });
    expect(oldTry.statusCode).toBe(401);
    await signin(email, 'NewSecret123');
  });

  it('points an account without a password (Google only) to "Forgot password"', async () => {
    const { user, access_token } = await account();
    await t.db.update(users).set({ passwordHash: null, googleSub: `g-${user.id}` }).where(eq(users.id, user.id));
    const res = await changePassword(access_token, { oldPassword: 'anything', newPassword: 'NewSecret123', passwordConfirm: 'NewSecret123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Forgot password/);
    expect((await me(access_token)).json().data.googleOnly).toBe(true);
  });

  it('stops guessing after 5 wrong current passwords', async () => {
    const { access_token } = await account();
    const wrong = { oldPassword: 'guess-guess', newPassword: 'NewSecret123', passwordConfirm: 'NewSecret123' };
    for (let i = 0; i < 5; i++) expect((await changePassword(access_token, wrong)).statusCode).toBe(400);
    const res = await changePassword(access_token, { ...wrong, oldPassword: PW });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many wrong passwords/);
  });
});
