import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isSettledRefusal } from '#web/lib/api-error';
import { api } from '#web/lib/http';
import { campaignQuery } from '#web/features/campaigns/queries';
import { receiptQuery } from '#web/features/donations/donation-api';

// The app decides on an API failure by its status and code, never by its words (issue 41).

const answer = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
function serverAnswering(reply: () => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async () => reply());
}
const failureOf = (path: string) => api(path).then(
  () => {
    throw new Error('expected a failure');
  },
  (err: unknown) => err,
);

afterEach(() => vi.unstubAllGlobals());

describe('ApiError', () => {
  it("carries the answer's status, code, message and field", async () => {
    serverAnswering(answer(400, { message: 'email: Invalid email address', code: 'VALIDATION_FAILED', field: 'email' }));
    const err = await failureOf('/user/profile');
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'email: Invalid email address', field: 'email', offline: false });
  });

  it('tells a campaign under review from a missing one by its code, in either language', async () => {
    serverAnswering(answer(404, { message: 'ይህ ዘመቻ በግምገማ ላይ ነው', code: 'CAMPAIGN_UNDER_REVIEW' }));
    expect(await failureOf('/campaign/c1')).toMatchObject({ status: 404, code: 'CAMPAIGN_UNDER_REVIEW' });
    serverAnswering(answer(404, { message: 'Campaign not found', code: 'CAMPAIGN_NOT_FOUND' }));
    expect(await failureOf('/campaign/c1')).toMatchObject({ status: 404, code: 'CAMPAIGN_NOT_FOUND' });
  });

  it("gives an older server's answer (no code) its status's code, and an unknown code too", async () => {
    serverAnswering(answer(429, { message: 'Too many attempts' }));
    expect(await failureOf('/campaign/c1')).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Too many attempts' });
    serverAnswering(answer(404, { message: 'Gone fishing', code: 'NOT_A_CODE' }));
    expect(await failureOf('/campaign/c1')).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('is offline, with status 0, when nothing answered', async () => {
    serverAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = await failureOf('/campaign/c1');
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, code: 'OFFLINE', offline: true });
  });
});

describe('asking again', () => {
  it('does not retry a missing campaign or receipt, whatever language the answer is in', () => {
    // Amharic words: the English-only pattern this replaces retried them.
    const missing = new ApiError({ status: 404, message: 'ዘመቻው አልተገኘም', code: 'CAMPAIGN_NOT_FOUND' });
    const retryCampaign = campaignQuery('c1').retry as (n: number, e: Error) => boolean;
    const retryReceipt = receiptQuery('tx1').retry as (n: number, e: Error) => boolean;
    expect(isSettledRefusal(missing)).toBe(true);
    expect(retryCampaign(0, missing)).toBe(false);
    expect(retryReceipt(0, new ApiError({ status: 404, message: 'Donation not found', code: 'DONATION_NOT_FOUND' }))).toBe(false);
    expect(retryCampaign(0, new ApiError({ status: 404, message: 'This campaign is under review', code: 'CAMPAIGN_UNDER_REVIEW' }))).toBe(false);
  });

  it('retries a failure the server may get over, and one with no answer', () => {
    const retryCampaign = campaignQuery('c1').retry as (n: number, e: Error) => boolean;
    expect(retryCampaign(0, new ApiError({ status: 502, message: 'Bad gateway' }))).toBe(true);
    expect(retryCampaign(0, ApiError.offline('You are offline'))).toBe(true);
    expect(retryCampaign(1, new ApiError({ status: 502, message: 'Bad gateway' }))).toBe(false);
  });
});
