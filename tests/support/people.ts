import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, expect } from 'vitest';
import type { users } from '#server/db/schema';
import { post } from './accounts';
import { createUser } from './fixtures';
import { testApp, type TestApp } from './harness';

/** The password of every person appWithPeople makes. */
export const PW = 'Demo12345!';

type NewUser = Partial<typeof users.$inferInsert>;

/**
 * A test file's app (its own database, started before the file's tests, closed after) and the
 * people who sign in to it with a password. Call once at the top of a file; `app()` is the app
 * from the file's first hook on.
 */
export function appWithPeople(emailPrefix: string, defaults: NewUser = {}) {
  let t: TestApp | undefined;
  let passwordHash = '';
  let people = 0;
  let addresses = 0;
  beforeAll(async () => {
    t = await testApp();
    passwordHash = await hash(PW, { algorithm: 2 });
  });
  afterAll(() => t?.close());

  const app = () => {
    if (!t) throw new Error('appWithPeople: the app starts in beforeAll');
    return t;
  };
  /** Headers of a client at an address of its own: sign-ins are limited per address. */
  const from = () => {
    const k = ++addresses;
    return { 'x-forwarded-for': `10.77.${(k >> 8) & 255}.${k & 255}` };
  };
  /** A new verified account with the password PW (and its own email). */
  const person = async (over: NewUser = {}) => {
    const email = `${emailPrefix}${++people}@example.com`;
    const user = await createUser(app().db, { email, passwordHash, ...defaults, ...over });
    return { user, email };
  };
  /** Signs in (from an address of its own); answers the tokens. */
  const signin = async (email: string, password = PW) => {
    const res = await post(app(), '/api/auth/local/signin', { email, password }, from());
    expect(res.statusCode).toBe(200);
    return res.json() as { access_token: string; refresh_token: string };
  };
  /** A new account, signed in. */
  const signedIn = async (over: NewUser = {}) => {
    const p = await person(over);
    return { ...p, ...(await signin(p.email)) };
  };
  return { app, from, person, signin, signedIn };
}
