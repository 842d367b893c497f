/** Loose email: something, an at sign, something, a dot, something. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Ethiopian phone: +251 or 0, then a digit 1-9, then 8 more digits. */
export const PHONE_RE = /^(\+251|0)[1-9]\d{8}$/;

export const isEmail = (s: string) => EMAIL_RE.test(s.trim());
export const isPhone = (s: string) => PHONE_RE.test(s.trim());
