import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaigns, donations, recipientDocuments, users, withdrawals } from '#server/db/schema';
import { issueSession } from '#server/modules/auth/tokens';
import { bearer, lastCode, otherCode } from '#tests/support/accounts';
import { addDonation, createCampaign, createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

const PW = 'Delete12345!';
const OPERATOR = 'operator@example.com';
let t: TestApp;
let passwordHash = '';
let n = 0;
beforeAll(async () => {
  t = await testApp({ auth: { adminEmail: OPERATOR } });
  passwordHash = await hash(PW, { algorithm: 2 });
});
afterAll(() => t?.close());

const from = () => ({ 'x-forwarded-for': `10.46.${(++n >> 8) & 255}.${n & 255}` });
const signin = (email: string, password = PW) =>
  t.app.inject({ method: 'POST', url: '/api/auth/local/signin', payload: { email, password }, headers: from() });

/** A verified person with a password, signed in. */
async function person(over: Partial<typeof users.$inferInsert> = {}) {
  const email = `owner${++n}@example.com`;
  const user = await createUser(t.db, { email, passwordHash, ...over });
  const res = await signin(user.email ?? email);
  expect(res.statusCode).toBe(200);
  return { user, email: user.email!, ...(res.json() as { access_token: string; refresh_token: string }) };
}
/** A person who only ever signed in with Google: no password, a session as Google sign-in gives one. */
async function googlePerson() {
  const user = await createUser(t.db, { email: `google${++n}@example.com`, googleSub: `sub-${n}`, passwordHash: null });
  return { user, email: user.email!, ...(await issueSession(t.deps, user)) };
}

const exportOf = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me/export', headers: { ...bearer(token), ...from() } });
const remove = (token: string, payload: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/user/me', headers: { ...bearer(token), ...from() }, payload });
const askCode = (token: string) => t.app.inject({ method: 'POST', url: '/api/user/me/deletion-code', headers: { ...bearer(token), ...from() } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
const publicDonations = (campaignId: string) => t.app.inject({ method: 'GET', url: `/api/donation/${campaignId}` });
const raised = async (id: string) => (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0].raisedAmount;
const entries = (userId: string) =>
  t.db.select().from(auditLog).where(and(eq(auditLog.action, 'account.deleted'), eq(auditLog.targetId, userId)));

describe('GET /api/user/me/export', () => {
  it('downloads the person\'s own data with their files, and nothing secret', async () => {
    const a = await person({ firstName: 'Liya', lastName: 'Tadesse', profilePictureKey: 'avatars/me.webp' });
    const picture = Buffer.from('a profile picture');
    await t.storage.put('public', 'avatars/me.webp', picture);
    const mine = await createCampaign(t.db, { userId: a.user.id, title: 'Water for Adwa' });
    const cover = Buffer.from('the cover at 800 px');
    await t.storage.put('public', `test/${mine.id}-a-800.webp`, cover);
    const tin = Buffer.from('%PDF-1.4 the TIN certificate');
    await t.storage.put('private', `docs/${mine.id}/tin.pdf`, tin);
    await t.db.insert(recipientDocuments).values({
      campaignId: mine.id,
      kind: 'TIN_CERTIFICATE',
      storageKey: `docs/${mine.id}/tin.pdf`,
      originalName: 'tin.pdf',
      mimeType: 'application/pdf',
      sizeBytes: tin.length,
    });
    const other = await createCampaign(t.db, { title: 'Someone else\'s' });
    await t.db.insert(donations).values({
      campaignId: other.id, userId: a.user.id, donorFirstName: 'Liya', donorLastName: 'Tadesse', email: a.email,
      amount: '250.00', txRef: `export-${n}`, paymentStatus: 'VERIFIED', message: 'Stay strong',
    });

    const res = await exportOf(a.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="birr-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = res.json();
    expect(body.account).toMatchObject({ id: a.user.id, firstName: 'Liya', email: a.email });
    expect(Buffer.from(body.account.profilePicture.base64, 'base64').equals(picture)).toBe(true);
    const campaign = body.campaigns.find((c: { id: string }) => c.id === mine.id);
    expect(campaign.title).toBe('Water for Adwa');
    const coverOut = campaign.images.find((i: { imageType: string }) => i.imageType === 'COVER_IMAGE').file;
    expect(coverOut).toMatchObject({ type: 'image/webp', size: cover.length });
    expect(Buffer.from(coverOut.base64, 'base64').equals(cover)).toBe(true);
    expect(campaign.documents[0].file).toMatchObject({ name: 'tin.pdf', type: 'application/pdf', size: tin.length });
    expect(Buffer.from(campaign.documents[0].file.base64, 'base64').equals(tin)).toBe(true);
    expect(body.donations).toEqual([expect.objectContaining({ amount: 250, status: 'VERIFIED', message: 'Stay strong', campaign: { id: other.id, title: 'Someone else\'s' } })]);
    expect(body.wordsOfSupport).toEqual([expect.objectContaining({ text: 'Stay strong', campaignId: other.id })]);
    expect(body.signIn).toMatchObject({ hasPassword: true, googleLinked: false });
    expect(body.signIn.openSessions).toHaveLength(1);
    const text = res.body.toLowerCase();
    for (const secret of ['passwordhash', 'password_hash', '$argon2', 'token', a.refresh_token.toLowerCase(), 'codehash']) {
      expect(text).not.toContain(secret);
    }
  });

  it('includes where the person hears from us: channels, the Telegram bot, devices, follows, treasurer roles — never a chat id or push address', async () => {
    const { campaignFollowers, campaignTreasurers, notificationPreferences, pushSubscriptions, telegramLinks } = await import('#server/db/schema');
    const a = await person({ telegramSub: `tg-${n}` });
    const followed = await createCampaign(t.db, { title: 'Followed one' });
    const kept = await createCampaign(t.db, { title: 'Kept by a treasurer' });
    await t.db.insert(notificationPreferences).values({ userId: a.user.id, channels: ['sms', 'telegram'] });
    await t.db.insert(telegramLinks).values({ userId: a.user.id, chatId: '987654321' });
    await t.db.insert(pushSubscriptions).values({ userId: a.user.id, endpoint: 'https://push.example.com/secret-endpoint', p256dh: 'k', auth: 'a' });
    await t.db.insert(campaignFollowers).values({ campaignId: followed.id, userId: a.user.id, confirmedAt: new Date() });
    await t.db.insert(campaignTreasurers).values({ campaignId: kept.id, userId: a.user.id, email: a.email, invitedBy: kept.userId, acceptedAt: new Date() });

    const res = await exportOf(a.access_token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.signIn.telegramLinked).toBe(true);
    expect(body.settings).toMatchObject({
      notificationChannels: ['sms', 'telegram'],
      telegramBot: { linkedAt: expect.any(String), stoppedAt: null },
      pushDevices: [{ addedAt: expect.any(String) }],
      following: [{ campaignId: followed.id, since: expect.any(String) }],
      treasurerOf: [{ campaignId: kept.id, since: expect.any(String) }],
    });
    expect(res.body).not.toContain('987654321');
    expect(res.body).not.toContain('secret-endpoint');
  });

  it('allows one export every few minutes (429 with a message)', async () => {
    const a = await person();
    expect((await exportOf(a.access_token)).statusCode).toBe(200);
    const again = await exportOf(a.access_token);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Try again in \d+ min/) });
  });

  it('never reaches another person\'s data, and needs a session', async () => {
    const a = await person({ firstName: 'Alemu' });
    await createCampaign(t.db, { userId: a.user.id, title: 'Only Alemu\'s campaign' });
    const b = await person({ firstName: 'Bethlehem' });
    const res = await exportOf(b.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json().account.id).toBe(b.user.id);
    expect(res.body).not.toContain('Only Alemu');
    expect(res.body).not.toContain(a.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me/export' })).statusCode).toBe(401);
    // B's session cannot delete A, even with A's password: it deletes nobody but B, and only with B's own.
    expect((await remove(b.access_token, { password: PW + 'x' })).statusCode).toBe(403);
    expect((await signin(a.email)).statusCode).toBe(200);
  });
});

describe('DELETE /api/user/me', () => {
  it('deletes by password: sign-in and refresh fail, the donation still counts and shows "Deleted account"', async () => {
    const a = await person({ firstName: 'Selam', lastName: 'Girma' });
    const cause = await createCampaign(t.db, { title: 'A school roof' });
    await t.db.insert(donations).values({
      campaignId: cause.id, userId: a.user.id, donorFirstName: 'Selam', donorLastName: 'Girma', email: a.email,
      amount: '400.00', txRef: `kept-${n}`, paymentStatus: 'VERIFIED', verifiedAt: new Date(), message: 'For the children',
    });
    await t.db.update(campaigns).set({ raisedAmount: '400.00' }).where(eq(campaigns.id, cause.id));

    const wrong = await remove(a.access_token, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: 'That password is not right.', field: 'password' });

    const res = await remove(a.access_token, { password: PW });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('Your account has been deleted');

    expect((await signin(a.email)).statusCode).toBe(401);
    expect((await refresh(a.refresh_token)).statusCode).toBe(401);
    expect((await me(a.access_token)).statusCode).toBe(401);
    expect(await raised(cause.id)).toBe('400.00');
    const list = (await publicDonations(cause.id)).json();
    const names = JSON.stringify(list);
    expect(names).toContain('Deleted account');
    expect(names).not.toContain('Selam');
    const [row] = await t.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row).toMatchObject({ email: null, firstName: '', passwordHash: null, googleSub: null });
    expect(row.deletedAt).not.toBeNull();
    const [given] = await t.db.select().from(donations).where(eq(donations.userId, a.user.id));
    expect(given).toMatchObject({ amount: '400.00', email: '', message: null, donorDeleted: true });
    const logged = await entries(a.user.id);
    expect(logged).toHaveLength(1);
    expect(logged[0].actorId).toBe(a.user.id);
  });

  it('shows "Deleted account" in Amharic to an Amharic reader', async () => {
    const a = await person();
    const cause = await createCampaign(t.db);
    await addDonation(t.db, cause.id, { amount: 50 });
    await t.db.insert(donations).values({
      campaignId: cause.id, userId: a.user.id, donorFirstName: 'Abebe', donorLastName: 'K', email: a.email,
      amount: '75.00', txRef: `am-${n}`, paymentStatus: 'VERIFIED', verifiedAt: new Date(),
    });
    expect((await remove(a.access_token, { password: PW })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/donation/${cause.id}?lang=am` });
    expect(res.body).toContain('የተሰረዘ መለያ');
  });

  it('deletes a Google-only account with the code it was sent; wrong codes are refused and limited', async () => {
    const g = await googlePerson();
    expect((await remove(g.access_token, { password: 'anything' })).json().message).toContain('ask for a code');
    const sent = await askCode(g.access_token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toContain('email');
    const code = lastCode(t, g.email);
    const again = await askCode(g.access_token);
    expect(again.statusCode).toBe(429);

    const bad = await remove(g.access_token, { code: otherCode(code) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    expect((await remove(g.access_token, { code: '12ab' })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });

    const ok = await remove(g.access_token, { code });
    expect(ok.statusCode).toBe(200);
    expect((await refresh(g.refresh_token)).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, g.user.id));
    expect(row.googleSub).toBeNull();
  });

  it('voids a code after five wrong guesses, even for the right one after', async () => {
    const g = await googlePerson();
    expect((await askCode(g.access_token)).statusCode).toBe(200);
    const code = lastCode(t, g.email);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await remove(g.access_token, { code: otherCode(code) })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await remove(g.access_token, { code })).statusCode).toBe(429);
    expect((await me(g.access_token)).statusCode).toBe(200);
  });

  it('refuses an organiser whose campaign still holds money, and changes nothing', async () => {
    const a = await person({ firstName: 'Hanna' });
    const live = await createCampaign(t.db, { userId: a.user.id, title: 'Clinic roof', status: 'ACTIVE' });
    await addDonation(t.db, live.id, { amount: 1000 });
    const res = await remove(a.access_token, { password: PW });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('"Clinic roof" still holds money');
    const [row] = await t.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row).toMatchObject({ email: a.email, firstName: 'Hanna', deletedAt: null });
    expect((await t.db.select().from(campaigns).where(eq(campaigns.id, live.id)))[0].status).toBe('ACTIVE');
    expect(await entries(a.user.id)).toHaveLength(0);
    expect((await me(a.access_token)).statusCode).toBe(200);
  });

  it('refuses while a payout is on its way', async () => {
    const a = await person();
    const done = await createCampaign(t.db, { userId: a.user.id, title: 'Paid campaign', status: 'COMPLETED' });
    await addDonation(t.db, done.id, { amount: 500 });
    await t.db.insert(withdrawals).values({
      campaignId: done.id, requestedBy: a.user.id, amount: '500.00', bankName: 'AWASH_BANK', holderName: 'H', accountNumber: '1000', idempotencyKey: `k-${n}`,
    });
    const res = await remove(a.access_token, { password: PW });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('has a payout on its way');
  });

  it('keeps a paid-out campaign and its payout as the ledger\'s record, its organiser shown as deleted', async () => {
    const a = await person({ firstName: 'Kebede' });
    const paid = await createCampaign(t.db, { userId: a.user.id, title: 'Paid out in full', status: 'COMPLETED' });
    await addDonation(t.db, paid.id, { amount: 500 });
    await t.db.insert(withdrawals).values({
      campaignId: paid.id, requestedBy: a.user.id, amount: '500.00', status: 'PAID', bankName: 'AWASH_BANK', holderName: 'Kebede', accountNumber: '1000', idempotencyKey: `p-${n}`,
    });
    expect((await remove(a.access_token, { password: PW })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/api/campaign/${paid.id}` });
    expect(page.statusCode).toBe(200);
    const { data } = page.json();
    expect(data).toMatchObject({ title: 'Paid out in full', raisedAmount: 500, _count: { Donation: 1 } });
    expect(data.user).toMatchObject({ deleted: true, firstName: '', lastName: '', profilePicture: null });
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.campaignId, paid.id))).toHaveLength(1);
  });

  it('erases a campaign that never moved money, with its files', async () => {
    const a = await person();
    const draft = await createCampaign(t.db, { userId: a.user.id, status: 'PENDING' });
    await t.storage.put('public', `test/${draft.id}-a-800.webp`, Buffer.from('cover'));
    expect((await remove(a.access_token, { password: PW })).statusCode).toBe(200);
    expect(await t.db.select().from(campaigns).where(eq(campaigns.id, draft.id))).toHaveLength(0);
    expect(await t.storage.has('public', `test/${draft.id}-a-800.webp`)).toBe(false);
  });

  it('deletes once when the same request arrives twice at once, with no 500', async () => {
    const a = await person();
    const both = await Promise.all([remove(a.access_token, { password: PW }), remove(a.access_token, { password: PW })]);
    const codes = both.map((r) => r.statusCode).sort();
    expect(codes).toContain(200);
    expect(codes.every((c) => c < 500)).toBe(true);
    expect(await entries(a.user.id)).toHaveLength(1);
  });

  it('is not brought back by a reviewer\'s reactivation', async () => {
    const a = await person();
    expect((await remove(a.access_token, { password: PW })).statusCode).toBe(200);
    const reviewer = await person({ role: 'ADMIN' });
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/users/${a.user.id}/reactivate`, headers: bearer(reviewer.access_token) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This account has already been deleted.');
    expect((await t.db.select().from(users).where(eq(users.id, a.user.id)))[0].isActive).toBe(false);
  });

  it('refuses the operator\'s account (ADMIN_EMAIL)', async () => {
    const op = await person({ email: OPERATOR, role: 'ADMIN' });
    const res = await remove(op.access_token, { password: PW });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain("operator's account");
    expect((await askCode(op.access_token)).statusCode).toBe(403);
  });

  it('asks for exactly one proof', async () => {
    const a = await person();
    const res = await remove(a.access_token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Enter your password, or the code we sent you.' });
  });
});
