import { describe, expect, it } from 'vitest';
import { ageProblem, passwordChangeProblem, ProfileUpdateBody, profileProblems, verifiedTotals } from '#contract/user';

const today = new Date('2026-03-01T12:00:00Z');

describe('profile rules', () => {
  it('counts age as the difference of calendar years, 13 to 100', () => {
    expect(ageProblem('2013-12-31', today)).toBeNull(); // 13 by years, 12 by birthdays: the spec counts years
    expect(ageProblem('2014-01-01', today)).toBe('Age must be between 13 and 100');
    expect(ageProblem('1926-01-01', today)).toBeNull();
    expect(ageProblem('1925-12-31', today)).toBe('Age must be between 13 and 100');
    expect(ageProblem('1990-02-30', today)).toBe('Enter a valid date of birth');
  });

  it('names every problem at once, with the spec messages for email and phone', () => {
    expect(profileProblems({ firstName: ' ', email: 'nope', phoneNumber: '0123', dateOfBirth: '2020-01-01' }, today)).toEqual({
      firstName: 'First name is required',
      email: 'Invalid email format',
      phoneNumber: 'Invalid phone number',
      dateOfBirth: 'Age must be between 13 and 100',
    });
    expect(profileProblems({ firstName: 'Liya', lastName: 'T', email: 'a@b.co', phoneNumber: '+251911223344' }, today)).toEqual({});
  });

  it('takes only the profile fields, trimmed; an empty birth date clears it', () => {
    expect(ProfileUpdateBody.parse({ firstName: ' Liya ', dateOfBirth: '' })).toEqual({ firstName: 'Liya', dateOfBirth: null });
    expect(ProfileUpdateBody.safeParse({ email: 'a@b.co' }).success).toBe(false);
  });

  it('checks a password change in the spec order', () => {
    expect(passwordChangeProblem({ oldPassword: 'x', newPassword: 'abcdefgh' })).toBe('All fields are required');
    expect(passwordChangeProblem({ oldPassword: 'x', newPassword: 'abcdefgh', passwordConfirm: 'abcdefgi' })).toBe('Passwords do not match.');
    expect(passwordChangeProblem({ oldPassword: 'x', newPassword: 'abc', passwordConfirm: 'abc' })).toBe('Password must be at least 8 characters long.');
    expect(passwordChangeProblem({ oldPassword: 'x', newPassword: 'abcdefgh', passwordConfirm: 'abcdefgh' })).toBeNull();
  });

  it('totals verified donations only, exactly in cents', () => {
    const d = (amount: number, paymentStatus: 'VERIFIED' | 'PENDING' | 'FAILED') => ({ amount, paymentStatus });
    expect(verifiedTotals([d(0.1, 'VERIFIED'), d(0.2, 'VERIFIED'), d(500, 'PENDING'), d(70, 'FAILED')])).toEqual({ total: 0.3, count: 2 });
    expect(verifiedTotals([])).toEqual({ total: 0, count: 0 });
  });
});
