import { describe, expect, it } from 'vitest';
import { codeForStatus, ERROR_CODES, ErrorBody, isErrorCode } from '#contract/errors';

describe('the error answer', () => {
  it('is { message, code, field? } with a code from the list', () => {
    expect(ErrorBody.parse({ message: 'Campaign not found', code: 'CAMPAIGN_NOT_FOUND' })).toEqual({
      message: 'Campaign not found',
      code: 'CAMPAIGN_NOT_FOUND',
    });
    expect(ErrorBody.parse({ message: 'email: Invalid email address', code: 'VALIDATION_FAILED', field: 'email' }).field).toBe('email');
    expect(ErrorBody.safeParse({ message: 'Campaign not found' }).success).toBe(false);
    expect(ErrorBody.safeParse({ message: 'x', code: 'SOMETHING_ELSE' }).success).toBe(false);
    expect(ErrorBody.safeParse({ message: '', code: 'NOT_FOUND' }).success).toBe(false);
  });

  it('names each code once, and every status has a code of its own', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(codeForStatus(400)).toBe('BAD_REQUEST');
    expect(codeForStatus(401)).toBe('UNAUTHORIZED');
    expect(codeForStatus(404)).toBe('NOT_FOUND');
    expect(codeForStatus(413)).toBe('PAYLOAD_TOO_LARGE');
    expect(codeForStatus(429)).toBe('RATE_LIMITED');
    expect(codeForStatus(500)).toBe('INTERNAL');
    expect(codeForStatus(418)).toBe('BAD_REQUEST');
    expect(codeForStatus(504)).toBe('INTERNAL');
    for (const s of [400, 401, 403, 404, 409, 410, 413, 415, 429, 500, 502, 503]) expect(isErrorCode(codeForStatus(s))).toBe(true);
    expect(isErrorCode('Not found')).toBe(false);
  });
});
