import { describe, expect, it } from 'vitest';
import { VerificationCode } from '#contract/auth';

describe('verification code', () => {
  it('keeps a code with leading zeros, whether it comes as a string or as a number that lost them', () => {
    expect(VerificationCode.parse('012345')).toBe('012345');
    expect(VerificationCode.parse(12345)).toBe('012345');
    expect(VerificationCode.parse(7)).toBe('000007');
    expect(VerificationCode.parse(482913)).toBe('482913');
  });

  it('refuses what is not 6 digits', () => {
    for (const bad of ['12345', '1234567', 'abcdef', 1234567, -12345, 12.5]) {
      expect(VerificationCode.safeParse(bad).success).toBe(false);
    }
  });
});
