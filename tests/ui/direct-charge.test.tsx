// Paying from a wallet on the donation form (issue 43): the donor picks a wallet, gives its number,
// and the form says honestly what is happening. Rendered in jsdom; the only peer is the API,
// answered here at fetch as the server answers (tests/server/donations/direct-charge.test.ts).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Mantine } from '#web/ui/mantine';
import { mantineInJsdom } from '../support/jsdom-mantine';
import { DonationModal } from '#web/features/donations/DonationModal';

beforeAll(mantineInJsdom);

const TX = 'birr-0123456789abcdef01234567';
let calls: { method: string; url: string; body?: Record<string, unknown> }[] = [];
/** What the server says the payment is, in turn, on each status poll and on the start. */
let startState = 'ussd';
let polled: string[] = [];
const answer = (state: string, status = 200) =>
  new Response(JSON.stringify({ status: 'success', data: { txRef: TX, method: 'telebirr', state, reason: null } }), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  polled = [];
  startState = 'ussd';
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push({ method: init?.method ?? 'GET', url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/donation/options')) return json({ data: { feePercent: 5, requiredFields: ['email'] } });
    if (url.endsWith('/donation/charge/options')) return json({ data: { wallets: ['telebirr', 'mpesa'] } });
    if (url.includes('/donation/charge/guest/')) return answer(startState, 201);
    if (url.endsWith(`/donation/charge/${TX}/otp`)) {
      const otp = (calls.at(-1)!.body as { otp: string }).otp;
      if (otp === '999999') return json({ message: 'This payment could not be finished here: nothing was taken from your wallet. Please pay by card or on the checkout page instead.', code: 'WALLET_NOT_HERE' }, 503);
      return otp === '123456' ? answer('confirmed') : json({ message: 'That code was not accepted. Check your text message and try again.', code: 'VALIDATION_FAILED', field: 'otp' }, 400);
    }
    if (url.endsWith(`/donation/charge/${TX}`)) return answer(polled.shift() ?? startState);
    return json({ message: 'not expected in this test', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const seen = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 5000 });

async function payByTelebirr(phone = '+251 911 55 66 77', amount = '500') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Mantine>
        <DonationModal opened onClose={() => {}} campaignId="c0ffee00-0000-4000-8000-000000000001" campaignTitle="Roof for the school" />
      </Mantine>
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole('radio', { name: 'telebirr' }, { timeout: 5000 }));
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Amount \(Br\)/, amount);
  type(/^First name/, 'Meron');
  type(/^Last name/, 'Haile');
  type(/^telebirr phone number/, phone);
  fireEvent.click(screen.getByRole('button', { name: /^Donate/ }));
}
const starts = () => calls.filter((c) => c.method === 'POST' && c.url.includes('/donation/charge/guest/'));

describe('paying from a wallet on the donation form', { timeout: 30_000 }, () => {
  it('sends the wallet and the number as typed, then says to check the phone, and goes to the thank-you page once confirmed', async () => {
    polled = ['ussd', 'confirmed'];
    await payByTelebirr();
    await seen('Check your phone and enter your PIN');
    // No email needed for a wallet, though the checkout needs one.
    expect(starts()[0].body).toMatchObject({ method: 'telebirr', phone: '+251 911 55 66 77', amount: 500, email: '' });
    expect(await seen(/sent a request for 500.00 Br to \+251 911 55 66 77/)).toBeTruthy();
    await seen('Payment confirmed. Thank you!');
    await vi.waitFor(() => expect(window.location.assign).toHaveBeenCalledWith(`/donation/thank-you?tx_ref=${TX}`), { timeout: 8000 });
  });

  it('asks for the code in a one-time-code field, refuses a wrong one with the server’s words, and confirms the right one', async () => {
    startState = 'otp';
    await payByTelebirr();
    await seen('Enter the code from your text message');
    const code = screen.getByLabelText(/^Code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await seen('That code was not accepted. Check your text message and try again.');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await seen('Payment confirmed. Thank you!');
  });

  it('says a payment that cannot be finished here is not the donor’s mistake, and takes them to pay by card or on the checkout page', async () => {
    startState = 'otp';
    await payByTelebirr();
    await seen('Enter the code from your text message');
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('This payment could not be finished here: nothing was taken from your wallet. Please pay by card or on the checkout page instead.');
    expect(screen.queryByText('That code was not accepted. Check your text message and try again.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card or on the checkout page' }));
    // Back on the form with the wallet unchosen: the hosted checkout's Donate.
    expect(await screen.findByRole('button', { name: /^Donate/ })).toBeTruthy();
    expect(screen.queryByLabelText(/^telebirr phone number/)).toBeNull();
  });

  it('says when the phone did not answer in time, and lets the donor try again', async () => {
    polled = ['timed_out'];
    await payByTelebirr();
    await seen('Your phone did not answer in time');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Donate/ })).toBeTruthy();
  });

  it('says when the wallet refused', async () => {
    startState = 'refused';
    await payByTelebirr();
    await seen('Payment refused');
    expect(screen.getByText('telebirr refused the payment: nothing was taken. Check the number, or pay another way.')).toBeTruthy();
  });

  it('refuses an amount over telebirr’s limit and a number that is not a phone before sending anything', async () => {
    await payByTelebirr('+251 911 55 66 77', '80000');
    await seen('telebirr takes at most 75,000.00 Br in one payment. Lower the amount, or pay by card.');
    fireEvent.change(screen.getByLabelText(/^telebirr phone number/), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText(/^Amount \(Br\)/), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: /^Donate/ }));
    await seen('Enter the wallet\'s Ethiopian phone number, e.g. 0911 55 66 77.');
    expect(starts()).toEqual([]);
  });
});
