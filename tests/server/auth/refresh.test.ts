import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '#server/db/schema';
import { REFRESH_GRACE_SECONDS } from '#server/modules/auth/tokens';
import { bearer, claims, post } from '#tests/support/accounts';
import { createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

let t: TestApp;
let now = new Date('2026-05-01T08:00:00Z');
const later = (ms: number) => (now = new Date(now.getTime() + ms));
const PW = 'Demo12345!';
let n = 0;

beforeAll(async () => {
  t = await testApp({ clock: () => now });
});
afterAll(() => t.close());

async function signedIn() {
  const email = `tabs${++n}@example.com`;
  await createUser(t.db, { email, passwordHash: await hash(PW, { algorithm: 2 }) });
  const res = await post(t, '/api/auth/local/signin', { email, password: PW }, { 'x-forwarded-for': `10.44.0.${n}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { access_token: string; refresh_token: string };
}
const refresh = (token: string) => post(t, '/api/auth/refresh', undefined, bearer(token));
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
const familyRows = async (token: string) =>
  t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, String(claims(token).sid)));

describe('refresh grace window', () => {
  it('answers two refreshes with one token at the same moment with the same new pair, in one session', async () => {
    const session = await signedIn();
    const [a, b] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json().refresh_token).not.toBe(session.refresh_token);
    expect(claims(a.json().access_token).sid).toBe(claims(session.access_token).sid);
    // One rotation happened: the old token and its one successor, which is live.
    const rows = await familyRows(session.refresh_token);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.revokedAt === null)).toHaveLength(1);
    expect((await me(a.json().access_token)).statusCode).toBe(200);
    // The new refresh token rotates normally.
    const next = await refresh(a.json().refresh_token);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().access_token)).statusCode).toBe(200);
  });

  it('still answers the rotated token a few seconds later (a retry after a lost answer)', async () => {
    const session = await signedIn();
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    later((REFRESH_GRACE_SECONDS - 5) * 1000);
    const again = await refresh(session.refresh_token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await me(first.json().access_token)).statusCode).toBe(200);
  });

  it('revokes the whole session when the rotated token comes back after the window', async () => {
    const session = await signedIn();
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    later((REFRESH_GRACE_SECONDS + 1) * 1000);
    const replay = await refresh(session.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'Session expired', code: 'UNAUTHORIZED' });
    // The session is over for everyone holding it, the legitimate new pair included.
    expect((await me(first.json().access_token)).statusCode).toBe(401);
    expect((await refresh(first.json().refresh_token)).statusCode).toBe(401);
    expect((await familyRows(session.refresh_token)).every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('gives nothing back for a rotated token once its successor has been rotated or signed out', async () => {
    const session = await signedIn();
    const first = await refresh(session.refresh_token);
    const second = await refresh(first.json().refresh_token);
    expect(second.statusCode).toBe(200);
    // The first token again, inside its window, but two rotations old: treated as theft.
    const stale = await refresh(session.refresh_token);
    expect(stale.statusCode).toBe(401);
    expect((await me(second.json().access_token)).statusCode).toBe(401);

    const other = await signedIn();
    const rotated = await refresh(other.refresh_token);
    await post(t, '/api/auth/logout', { refresh_token: rotated.json().refresh_token });
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
  });
});
