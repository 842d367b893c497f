// The account area in Amharic (issue 27): the API answers its `message` in the request's language,
// validation messages included, and a signed-in person's language choice is kept with the account.
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, post } from '#tests/support/accounts';
import { PW, appWithPeople } from '#tests/support/people';
import type { TestApp } from '#tests/support/harness';

const people = appWithPeople('amharic', { firstName: 'Hana', lastName: 'Bekele' });
const { from } = people;
let t: TestApp;
beforeAll(() => {
  t = people.app();
});
const account = async () => (await people.person()).email;

describe('sign-in messages in the request language', () => {
  it('answers a wrong password in Amharic when the request asks for Amharic, and in English otherwise', async () => {
    const email = await account();
    const am = await post(t, '/api/auth/local/signin', { email, password: 'wrong-password' }, { ...from(), 'accept-language': 'am-ET,am;q=0.9' });
    expect(am.statusCode).toBe(401);
    expect(am.json().message).toBe('የመግቢያ መረጃው ትክክል አይደለም');

    const en = await post(t, '/api/auth/local/signin', { email, password: 'wrong-password' }, from());
    expect(en.statusCode).toBe(401);
    expect(en.json().message).toBe('Invalid credentials');
  });

  it('answers a validation problem (zod, built once at start-up) in the language of each request', async () => {
    const cookie = await post(t, '/api/auth/local/signin', { email: 'not-an-email', password: 'x' }, { ...from(), cookie: 'lang=am' });
    expect(cookie.statusCode).toBe(400);
    expect(cookie.json().message).toBe('ትክክለኛ ኢሜይል ወይም የኢትዮጵያ ስልክ ቁጥር ያስገቡ።');

    const en = await post(t, '/api/auth/local/signin', { email: 'not-an-email', password: 'x' }, from());
    expect(en.json().message).toBe('Enter a valid email or Ethiopian phone number.');
  });
});

describe('the account language', () => {
  it('keeps the language set with PUT /api/user/locale: GET /api/user/me shows it', async () => {
    const email = await account();
    const signin = await post(t, '/api/auth/local/signin', { email, password: PW }, from());
    expect(signin.statusCode).toBe(200);
    const { access_token } = signin.json() as { access_token: string };
    const me = async () => (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(access_token) })).json().data;

    expect((await me()).locale ?? null).toBeNull();
    const put = await t.app.inject({ method: 'PUT', url: '/api/user/locale', headers: bearer(access_token), payload: { locale: 'am' } });
    expect(put.statusCode).toBeLessThan(300);
    expect((await me()).locale).toBe('am');

    const back = await t.app.inject({ method: 'PUT', url: '/api/user/locale', headers: bearer(access_token), payload: { locale: 'en' } });
    expect(back.statusCode).toBeLessThan(300);
    expect((await me()).locale).toBe('en');

    const bad = await t.app.inject({ method: 'PUT', url: '/api/user/locale', headers: bearer(access_token), payload: { locale: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect((await me()).locale).toBe('en');
  });
});
