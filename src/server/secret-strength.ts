/** What the refusals tell an operator to do. */
export const MAKE_A_SECRET = 'make one with `openssl rand -base64 48`';

export const SECRET_MIN_LENGTH = 32;
/** The least a secret's characters may carry by a simple (Shannon) estimate, in bits. */
export const SECRET_MIN_BITS = 80;

/**
 * Secrets that have been published: written in this repository's tests and examples at some point.
 * Anyone can read them in its history, so anyone could sign with them. The tests and
 * support/cluster.ts now make a random secret each run; these stay refused.
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  'change-me-to-a-long-random-secret-of-32-chars', // compose.yaml's old default
  'b1f0c3a9d87e4f2a6c5b0e9d8f7a6b5c4d3e2f1a0b9c8d7e', // tests/server/platform/production.test.ts
  'c1u5ter-7e57-5ecre7-0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d', // support/cluster.ts
  'cluster-test-secret-0123456789abcdef0123456789', // support/cluster.ts, earlier
  'security-test-secret-0123456789-0123456789', // tests/server/platform/security.test.ts
  'fuzz-secret-fuzz-secret-fuzz-secret-0123456789', // tests/server/platform/fuzz.test.ts
  'test-secret-that-is-long-enough-0123456789', // tests/support/harness.ts
];
const EXAMPLE_WORDS = /change.?me|example|placeholder|your.?secret/i;

/**
 * Why `secret` must not guard anything in production, or null when it is acceptable. An
 * estimate, not a proof: it refuses what is known, short, repetitive, a run of consecutive
 * characters, or carries too few bits by the characters' frequencies.
 */
export function weakSecret(secret: string): string | null {
  if (PUBLISHED_SECRETS.includes(secret)) return 'is published (it was written in this project\'s repository): anyone could use it';
  if (EXAMPLE_WORDS.test(secret)) return 'is an example, not a secret';
  const chars = [...secret];
  if (chars.length < SECRET_MIN_LENGTH) return `must be at least ${SECRET_MIN_LENGTH} characters`;
  const period = shortestPeriod(chars);
  // The messages never quote the secret: they end up in logs.
  if (period * 2 <= chars.length) return `repeats a ${period}-character pattern ${Math.floor(chars.length / period)} times`;
  if (repeatedShare(chars, 4) > 0.25) return 'repeats itself too much';
  if (runShare(chars) > 0.5) return 'is mostly a run of consecutive characters (abc…, 123…)';
  const bits = shannonBits(chars);
  if (bits < SECRET_MIN_BITS) return `is too predictable (about ${Math.round(bits)} bits by a simple estimate; at least ${SECRET_MIN_BITS} are needed)`;
  return null;
}

/** The length of the shortest p with s[i] = s[i + p] throughout (s.length when none is shorter). */
function shortestPeriod(s: string[]): number {
  // Knuth–Morris–Pratt's failure function: the longest proper border of the whole string.
  const border = new Array<number>(s.length).fill(0);
  for (let i = 1, k = 0; i < s.length; i++) {
    while (k > 0 && s[i] !== s[k]) k = border[k - 1];
    if (s[i] === s[k]) k++;
    border[i] = k;
  }
  return s.length - (border[s.length - 1] ?? 0);
}

/** The share of the k-character sequences that already occurred earlier in the string. */
function repeatedShare(s: string[], k: number): number {
  const seen = new Set<string>();
  let repeated = 0;
  const total = s.length - k + 1;
  for (let i = 0; i < total; i++) {
    const gram = s.slice(i, i + k).join('');
    if (seen.has(gram)) repeated++;
    else seen.add(gram);
  }
  return total > 0 ? repeated / total : 0;
}

/** The share of characters one code point above or below the one before them. */
function runShare(s: string[]): number {
  let steps = 0;
  for (let i = 1; i < s.length; i++) if (Math.abs(s[i].codePointAt(0)! - s[i - 1].codePointAt(0)!) === 1) steps++;
  return s.length > 1 ? steps / (s.length - 1) : 0;
}

/** The string's length times the Shannon entropy of its characters' frequencies. */
function shannonBits(s: string[]): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / s.length) * Math.log2(n / s.length);
  return perChar * s.length;
}
