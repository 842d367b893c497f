// "Donors to thank" on the management page (issue 44): each gift shows Thank, Thanked, or why it
// cannot be thanked; "Thank all" says whom it reaches and skips; after sending, the list is asked
// again. Treasurers and reviewers see the list without the buttons.
// Rendered in jsdom; the only peer is the API, answered here at fetch.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Mantine } from '#web/ui/mantine';
import { DonorsToThank } from '#web/features/manage/DonorsToThank';
import { mantineInJsdom } from '../support/jsdom-mantine';

beforeAll(mantineInJsdom);

const CAMPAIGN = '4b1f0c1e-8d3c-4b8a-9f59-0c1e8d3c4b8a';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const gift = (donationId: string, name: string, over: object = {}) => ({ donationId, name, amount: 250, at: '2026-11-20T10:00:00.000Z', thankedAt: null, skip: null, ...over });
const LIST = (canThank: boolean) => ({
  data: {
    canThank,
    toThank: 1,
    thanked: 1,
    anonymous: 1,
    unreachable: 0,
    donors: [gift('d1', 'Almaz Worku', { amount: 1250, paidIn: { currency: 'USD', amount: 9.05 } }), gift('d2', 'Hana Girma', { thankedAt: '2026-11-21T10:00:00.000Z' }), gift('d3', 'Anonymous', { skip: 'anonymous' })],
  },
});
let calls: { method: string; url: string; body?: unknown }[] = [];
let canThank = true;
beforeEach(() => {
  calls = [];
  canThank = true;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url.endsWith(`/campaign/${CAMPAIGN}/thanks`) && method === 'GET') return json(LIST(canThank));
    if (url.endsWith(`/campaign/${CAMPAIGN}/thanks`) && method === 'POST')
      return json({ data: { toThank: 1, thanked: 1, anonymous: 1, unreachable: 0 }, message: 'Your thank-you is on its way. Donors it will reach: 1. Skipped: 1 anonymous.' }, 202);
    return json({ message: 'not expected in this test', code: 'NOT_FOUND' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <Mantine>
        <DonorsToThank campaignId={CAMPAIGN} />
      </Mantine>
    </QueryClientProvider>,
  );
const seen = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 15_000 });

describe('Donors to thank', () => {
  it('offers Thank where it can, says why not elsewhere, and thanks everyone with the counts shown', async () => {
    list();
    await seen('Almaz Worku');
    expect(screen.getByText('Thanked')).toBeTruthy();
    expect(screen.getByText('Anonymous: cannot be thanked')).toBeTruthy();
    // The Birr the campaign was credited, and that its donor paid in dollars.
    expect(screen.getByText('1,250.00 Br')).toBeTruthy();
    expect(screen.getByText('Paid in USD: 9.05 USD')).toBeTruthy();
    expect(screen.getAllByText('250.00 Br')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Thank' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Thank all (1)' }));
    await seen('Donors who will receive it: 1. Skipped (anonymous or no address): 1.');
    fireEvent.change(screen.getByLabelText(/^Your thank-you/), { target: { value: 'Thank you all!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the thank-you' }));
    await seen('Your thank-you is on its way. Donors it will reach: 1. Skipped: 1 anonymous.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: expect.stringContaining(`/api/campaign/${CAMPAIGN}/thanks`), body: { message: 'Thank you all!' } }]);
    // The list is asked again after sending.
    expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('shows a treasurer or a reviewer the list without the buttons', async () => {
    canThank = false;
    list();
    await seen('Almaz Worku');
    expect(screen.queryByRole('button', { name: 'Thank' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Thank all/ })).toBeNull();
  }, 60_000);
});
