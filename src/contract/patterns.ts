/**
 * Loose email: something, an at sign, something, a dot, something. Written so that every input
 * has one way to match (after the at sign: a character, then no dot up to the first dot), so a
 * near miss such as `a@a.a.a.…@` fails in time proportional to its length: the obvious
 * `[^\s@]+\.[^\s@]+` retries every dot and took seconds on a 78 KB body (issue 40).
 */
export const EMAIL_RE = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
/** Ethiopian phone: +251 or 0, then a digit 1-9, then 8 more digits. */
export const PHONE_RE = /^(\+251|0)[1-9]\d{8}$/;
/** The longest address mail can carry (RFC 5321's path limit, less its brackets). */
export const EMAIL_MAX = 254;
/** A phone number as typed: 13 characters (+251…) with room for stray spaces around it. */
export const PHONE_MAX = 20;

/** Length first, then the pattern: an over-long value is refused without being scanned. */
export const isEmail = (s: string) => {
  const t = s.trim();
  return t.length <= EMAIL_MAX && EMAIL_RE.test(t);
};
export const isPhone = (s: string) => {
  const t = s.trim();
  return t.length <= PHONE_MAX && PHONE_RE.test(compactPhone(t));
};

/** A phone number as people write it ("0911 55 66 77", "+251 912-345-678"): the spaces and dashes between its digits dropped. */
export const compactPhone = (s: string) => s.trim().replace(/[\s-]+/g, '');
/**
 * The one phone normaliser: an Ethiopian number in one form (+2519…), however it was written, so
 * "0911 55 66 77" and "+251911556677" are the same account. Check it with isPhone first.
 */
export const normalizePhone = (s: string) => {
  const t = compactPhone(s);
  return t.startsWith('0') ? `+251${t.slice(1)}` : t;
};

/**
 * One "email or phone" field as the API wants it (sign-in, sign-up, a code again, treasurer invites,
 * following, contacting an organiser): an address when it has an @, else a phone number as typed —
 * the server reads either with isEmail / isPhone, spaces and all.
 */
export const contactOf = (typed: string): { email: string } | { phoneNumber: string } =>
  typed.includes('@') ? { email: typed.trim() } : { phoneNumber: typed.trim() };

// What an input keeps as it is typed (the form drops anything else).

export const digitsOnly = (s: string) => s.replace(/\D+/g, '');
/** Phone numbers: digits and a leading +. */
export const phoneOnly = (s: string) => s.replace(/(?!^\+)[^\d]+/g, '');
/** TIN and licence numbers as printed: upper-cased, only the characters real numbers use (letters, digits, / - . and spaces). */
export const registrationOnly = (s: string) => s.toUpperCase().replace(/[^A-Z0-9/.\- ]+/g, '');
