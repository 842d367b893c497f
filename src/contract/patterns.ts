/** Loose email: something, an at sign, something, a dot, something. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Ethiopian phone: +251 or 0, then a digit 1-9, then 8 more digits. */
export const PHONE_RE = /^(\+251|0)[1-9]\d{8}$/;

export const isEmail = (s: string) => EMAIL_RE.test(s.trim());
export const isPhone = (s: string) => PHONE_RE.test(s.trim());

// What an input keeps as it is typed (the form drops anything else).

export const digitsOnly = (s: string) => s.replace(/\D+/g, '');
/** Phone numbers: digits and a leading +. */
export const phoneOnly = (s: string) => s.replace(/(?!^\+)[^\d]+/g, '');
/** An amount: digits and at most one decimal point with two decimals. */
export const amountOnly = (s: string) => {
  const [whole, ...rest] = s.replace(/[^\d.]+/g, '').split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
};
/** TIN and licence numbers as printed: upper-cased, only the characters real numbers use (letters, digits, / - . and spaces). */
export const registrationOnly = (s: string) => s.toUpperCase().replace(/[^A-Z0-9/.\- ]+/g, '');
