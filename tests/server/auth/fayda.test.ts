import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, identityVerifications } from '#server/db/schema';
import { localisedNames } from '#server/modules/identity/fayda';
import { subjectHash } from '#server/modules/identity/verifications';
import { startEsignet } from '#tests/peers/esignet';
import { cancelAtProvider, signInAtProvider } from '#tests/peers/oidc';
import { bearer, post } from '#tests/support/accounts';
import { createCampaign, createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

const ORIGIN = 'http://birr.test';
const CALLBACK = `${ORIGIN}/api/auth/fayda/callback`;
const PW = 'Fayda-pass-1';
let t: TestApp;
let esignet: Awaited<ReturnType<typeof startEsignet>>;
let passwordHash: string;
let ip = 0;

beforeAll(async () => {
  esignet = await startEsignet({
    redirectUris: [CALLBACK],
    people: {
      'psut-abebe': { nameEn: 'Abebe Kebede Tesfaye', nameAm: 'አበበ ከበደ ተስፋዬ' },
      'psut-almaz': { nameEn: 'Almaz Ayana Girma', nameAm: 'አልማዝ አያና ግርማ' },
      'psut-shared': { nameEn: 'Tigist Haile', nameAm: 'ትዕግሥት ኃይሌ' },
    },
  });
  t = await testApp({
    config: { webDist: '/nonexistent', publicUrl: ORIGIN, fayda: { issuer: esignet.issuer, clientId: esignet.clientId, privateKey: esignet.privateJwk } },
  });
  passwordHash = await hash(PW, { algorithm: 2 });
});
afterAll(async () => {
  await t?.close();
  await esignet?.close();
});

async function signedIn(over: { firstName?: string; lastName?: string; role?: 'ADMIN' } = {}) {
  const user = await createUser(t.db, { passwordHash, ...over });
  const res = await post(t, '/api/auth/local/signin', { email: user.email, password: PW }, { 'x-forwarded-for': `10.42.0.${++ip}` });
  expect(res.statusCode).toBe(200);
  return { user, access: res.json().access_token as string };
}

/** The web's "Verify with Fayda": a top-level navigation carrying the session cookie → eSignet → callback. */
async function verify(access: string, login: string, opts: { tamper?: (u: URL) => void; cancel?: boolean } = {}) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/fayda/login', cookies: { access_token: access } });
  expect(start.statusCode).toBe(302);
  const state = start.cookies.find((c) => c.name === 'birr_fayda')!;
  expect(state).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/fayda' });
  const at = start.headers.location as string;
  const back = new URL(opts.cancel ? await cancelAtProvider(at, esignet.issuer) : await signInAtProvider(at, login, esignet.issuer));
  expect(back.origin + back.pathname).toBe(CALLBACK);
  opts.tamper?.(back);
  const callback = back.pathname + back.search;
  const done = await t.app.inject({ method: 'GET', url: callback, cookies: { birr_fayda: state.value } });
  expect(done.statusCode).toBe(302);
  const to = new URL(done.headers.location as string);
  expect(to.origin + to.pathname).toBe(`${ORIGIN}/profile`);
  return { result: to.searchParams.get('fayda'), callback, state: state.value };
}

const mine = async (access: string) => (await t.app.inject({ method: 'GET', url: '/api/user/identity', headers: bearer(access) })).json().data;

describe('Verification with Fayda (eSignet)', () => {
  it('offers Fayda beside Google in the providers answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false, telegram: false, fayda: true });
  });

  it('asks eSignet with PKCE, state, nonce, the claims request and claims_locales "en am"', async () => {
    const { access } = await signedIn();
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/fayda/login', headers: bearer(access) });
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(to.origin).toBe(esignet.issuer);
    const q = Object.fromEntries(to.searchParams);
    expect(q).toMatchObject({
      client_id: esignet.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid',
      code_challenge_method: 'S256',
      claims_locales: 'en am',
      state: expect.any(String),
      nonce: expect.any(String),
    });
    expect(Object.keys(JSON.parse(q.claims).userinfo)).toEqual(['name', 'birthdate', 'phone_number', 'picture']);
  });

  it('refuses a visitor who is not signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/fayda/login' });
    expect(res.statusCode).toBe(401);
  });

  it('verifies the account and keeps only the names, the date and a keyed hash of the subject', async () => {
    const { user, access } = await signedIn({ firstName: 'Abebe', lastName: 'Kebede' });
    expect(await mine(access)).toBeNull();
    expect((await verify(access, 'psut-abebe')).result).toBe('verified');

    const rows = await t.db.select().from(identityVerifications).where(eq(identityVerifications.userId, user.id));
    expect(rows).toEqual([
      {
        userId: user.id,
        provider: 'FAYDA',
        subjectHash: subjectHash(t.deps.keys.identity, 'FAYDA', 'psut-abebe'),
        nameEn: 'Abebe Kebede Tesfaye',
        nameAm: 'አበበ ከበደ ተስፋዬ',
        verifiedAt: expect.any(Date),
      },
    ]);
    // Nothing the provider sent beyond the names is stored: not the subject, birth date, phone or picture.
    const stored = JSON.stringify(await t.db.execute(sql`select * from identity_verifications`));
    for (const leaked of ['psut-abebe', '1990-01-01', '+251911000000', 'base64']) expect(stored).not.toContain(leaked);

    expect(await mine(access)).toMatchObject({ provider: 'FAYDA', nameEn: 'Abebe Kebede Tesfaye', nameMatches: true, verifiedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(entry).toMatchObject({ action: 'user.identity_verified', actorId: user.id, details: { provider: 'FAYDA', renewed: false, nameMatches: true } });
  });

  it('refuses a second account with the same Fayda identity (409 → "taken")', async () => {
    const first = await signedIn({ firstName: 'Tigist', lastName: 'Haile' });
    expect((await verify(first.access, 'psut-shared')).result).toBe('verified');
    const second = await signedIn({ firstName: 'Tigist', lastName: 'Haile' });
    expect((await verify(second.access, 'psut-shared')).result).toBe('taken');
    expect(await mine(second.access)).toBeNull();
    const holders = await t.db.select().from(identityVerifications).where(eq(identityVerifications.subjectHash, subjectHash(t.deps.keys.identity, 'FAYDA', 'psut-shared')));
    expect(holders.map((h) => h.userId)).toEqual([first.user.id]);
  });

  it('refuses a forged state, a forged cookie and a replayed callback', async () => {
    const { user, access } = await signedIn({ firstName: 'Almaz', lastName: 'Ayana' });
    expect((await verify(access, 'psut-almaz', { tamper: (u) => u.searchParams.set('state', 'forged') })).result).toBe('failed');
    expect(await mine(access)).toBeNull();

    const start = await t.app.inject({ method: 'GET', url: '/api/auth/fayda/login', headers: bearer(access) });
    const back = new URL(await signInAtProvider(start.headers.location as string, 'psut-almaz', esignet.issuer));
    const forged = await t.app.inject({ method: 'GET', url: back.pathname + back.search, cookies: { birr_fayda: 'not-our-cookie' } });
    expect(new URL(forged.headers.location as string).searchParams.get('fayda')).toBe('failed');

    const ok = await verify(access, 'psut-almaz');
    expect(ok.result).toBe('verified');
    const entries = async () => (await t.db.select().from(auditLog).where(eq(auditLog.targetId, user.id))).length;
    const [row] = await t.db.select().from(identityVerifications).where(eq(identityVerifications.userId, user.id));
    expect(await entries()).toBe(1);
    const replay = await t.app.inject({ method: 'GET', url: ok.callback, cookies: { birr_fayda: ok.state } });
    expect(new URL(replay.headers.location as string).searchParams.get('fayda')).toBe('failed');
    expect(await entries()).toBe(1);
    expect(await t.db.select().from(identityVerifications).where(eq(identityVerifications.userId, user.id))).toEqual([row]);
  });

  it('says "cancelled" when the person says no at eSignet', async () => {
    const { access } = await signedIn();
    expect((await verify(access, '', { cancel: true })).result).toBe('cancelled');
  });

  it('puts the badge on the campaign answer, and shows reviewers a name that does not match', async () => {
    const organiser = await signedIn({ firstName: 'Bekele', lastName: 'Mola' });
    const verifiedCampaign = await createCampaign(t.db, { userId: organiser.user.id, status: 'ACTIVE' });
    const pending = await createCampaign(t.db, { userId: organiser.user.id, status: 'PENDING' });
    const before = (await t.app.inject({ method: 'GET', url: `/api/campaign/${verifiedCampaign.id}` })).json().data;
    expect(before.user.identity).toBeNull();

    // Bekele Mola's account verified with an ID that names someone else (Abebe's identity, freed first).
    await t.db.delete(identityVerifications).where(eq(identityVerifications.subjectHash, subjectHash(t.deps.keys.identity, 'FAYDA', 'psut-abebe')));
    expect((await verify(organiser.access, 'psut-abebe')).result).toBe('verified');

    const after = (await t.app.inject({ method: 'GET', url: `/api/campaign/${verifiedCampaign.id}` })).json().data;
    expect(after.user.identity).toEqual({ provider: 'FAYDA', verifiedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // The public answer names nobody's ID.
    expect(JSON.stringify(after)).not.toContain('Tesfaye');

    const reviewer = await signedIn({ role: 'ADMIN' });
    const queue = (await t.app.inject({ method: 'GET', url: '/api/review/campaigns?limit=50', headers: bearer(reviewer.access) })).json().data;
    const card = queue.find((c: { id: string }) => c.id === pending.id);
    expect(card.organiser.identity).toMatchObject({ provider: 'FAYDA', nameEn: 'Abebe Kebede Tesfaye', nameAm: 'አበበ ከበደ ተስፋዬ', nameMatches: false });
  });
});

describe('Without FAYDA_* settings', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await testApp({ config: { webDist: '/nonexistent', publicUrl: ORIGIN } });
  });
  afterAll(() => plain?.close());

  it('hides the option: the providers answer says no and the login is 404', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false, telegram: false, fayda: false });
    const res = await plain.app.inject({ method: 'GET', url: '/api/auth/fayda/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'FAYDA_UNAVAILABLE' });
  });
});

describe("eSignet's names", () => {
  it('reads language-tagged names (name#en, name#am, and MOSIP three-letter tags), and an untagged name by its script', () => {
    expect(localisedNames({ 'name#en': 'Abebe Kebede', 'name#am': 'አበበ ከበደ' })).toEqual({ nameEn: 'Abebe Kebede', nameAm: 'አበበ ከበደ' });
    expect(localisedNames({ 'name#eng': 'Abebe  Kebede ', 'name#amh': 'አበበ ከበደ' })).toEqual({ nameEn: 'Abebe Kebede', nameAm: 'አበበ ከበደ' });
    expect(localisedNames({ name: 'አበበ ከበደ' })).toEqual({ nameEn: null, nameAm: 'አበበ ከበደ' });
    expect(localisedNames({ name: 'Abebe Kebede', 'name#am': 'አበበ ከበደ' })).toEqual({ nameEn: 'Abebe Kebede', nameAm: 'አበበ ከበደ' });
    expect(localisedNames({ name: 42 })).toEqual({ nameEn: null, nameAm: null });
  });
});
