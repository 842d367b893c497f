import { decodeJwt } from 'jose';
import type { TestApp } from './harness';

export const PASSWORD = 'secret123';

export const newAccount = (over: Record<string, unknown> = {}) => ({
  firstName: 'Liya',
  lastName: 'Tadesse',
  dateOfBirth: '1995-04-12',
  password: PASSWORD,
  passwordConfirm: PASSWORD,
  email: 'liya@example.com',
  ...over,
});

let signups = 0;
/**
 * A POST as a client would send it. Sign-ups are limited per address (10 in 15 minutes), so each
 * one comes from its own address unless the test names one, as different people's would.
 */
export const post = (t: TestApp, url: string, payload?: object, headers: Record<string, string> = {}) => {
  if (url === '/api/auth/local/signup' && !headers['x-forwarded-for']) {
    const n = ++signups;
    headers = { ...headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  }
  return t.app.inject({ method: 'POST', url, payload, headers });
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const claims = (token: string) => decodeJwt(token);

/** The 6-digit code in the latest message the outbox received for `to`. */
export function lastCode(t: TestApp, to: string): string {
  const mine = t.outbox().filter((m) => m.to === to);
  const match = /\b(\d{6})\b/.exec(mine.at(-1)?.text ?? '');
  if (!match) throw new Error(`no code sent to ${to}`);
  return match[1];
}

/** A wrong code that is surely not the real one. */
export const otherCode = (code: string) => (code === '123456' ? '654321' : '123456');
