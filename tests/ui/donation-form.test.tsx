// The donation form refuses what the server refuses, with the server's words: it reads the
// contract's DonationRequest (as POST /api/donation/guest/:id does) before anything is sent.
// Rendered in jsdom; the only peer is the API, answered here at fetch.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Mantine } from '#web/ui/mantine';
import { mantineInJsdom } from '../support/jsdom-mantine';
import { DonationModal } from '#web/features/donations/DonationModal';
import { donationErrors, type DonationValues } from '#web/features/donations/donation-form';

beforeAll(mantineInJsdom);

/** Every call the form makes; the API answers only the donation options (no email needed). */
let calls: { method: string; url: string; body?: unknown }[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push({ method: init?.method ?? 'GET', url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url.endsWith('/donation/options')) {
      return new Response(JSON.stringify({ data: { feePercent: 5, requiredFields: [] } }), { headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ message: 'not expected in this test', code: 'NOT_FOUND' }), { status: 404, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The form, once it knows the payment provider's fields (its fee note shows then). */
async function openForm() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Mantine>
        <DonationModal opened onClose={() => {}} campaignId="c0ffee00-0000-4000-8000-000000000001" campaignTitle="Roof for the school" />
      </Mantine>
    </QueryClientProvider>,
  );
  await seen(/service fee is deducted/);
  const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return {
    type,
    fill: (v: { amount: string; first?: string; last?: string; words?: string }) => {
      type(/^Amount \(Br\)/, v.amount);
      type(/^First name/, v.first ?? 'Meron');
      type(/^Last name/, v.last ?? 'Haile');
      if (v.words !== undefined) type(/^Words of support/, v.words);
    },
    // The button repeats the amount once there is one ("Donate 1,000.00 Br").
    submit: () => fireEvent.click(screen.getByRole('button', { name: /^Donate/ })),
  };
}

/** A text on screen; the first render under a busy machine takes more than the default second. */
const seen = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 5000 });
const donationsSent = () => calls.filter((c) => c.method === 'POST');

describe('the donation form reads the contract the server reads', () => {
  it('refuses an amount above the largest donation with the API’s message, and sends nothing', async () => {
    const form = await openForm();
    form.fill({ amount: '2000000' });
    form.submit();
    // The API answers the same body with 400 and these words (tests/e2e/donate.test.ts).
    await seen('Amount must be at most 1,000,000.00 Br');
    expect(donationsSent()).toEqual([]);
  });

  it('refuses over-long words of support and an over-long name with the API’s messages', async () => {
    const form = await openForm();
    form.fill({ amount: '100', first: 'M'.repeat(101), words: 'w'.repeat(501) });
    form.submit();
    await seen('Words of support must be at most 500 characters');
    await seen('First name must be at most 100 characters');
    expect(donationsSent()).toEqual([]);
  });

  it('asks for an amount above 0 when none is given, as the server does', async () => {
    const form = await openForm();
    form.fill({ amount: '' });
    form.submit();
    await seen('Amount must be greater than 0');
    expect(donationsSent()).toEqual([]);
  });

  it('sends what passes the contract', async () => {
    const form = await openForm();
    form.fill({ amount: '250.5', words: 'Keep going' });
    form.submit();
    await waitFor(() => expect(donationsSent()).toHaveLength(1));
    expect(donationsSent()[0].url).toMatch(/\/donation\/guest\/c0ffee00-0000-4000-8000-000000000001$/);
  });
});

// Money typed by a person is read as they meant it (issue 43): "1,000" is one thousand, never 1 Br.
describe('the amount as the donor types it', () => {
  it('reads "1,000" as one thousand: the button says "Donate 1,000.00 Br" and 1000 is sent', async () => {
    const form = await openForm();
    form.fill({ amount: '1,000' });
    expect(await screen.findByRole('button', { name: 'Donate 1,000.00 Br' })).toBeTruthy();
    await seen('A 5% service fee (50.00 Br) is deducted: the campaign receives 950.00 Br.');
    form.submit();
    await waitFor(() => expect(donationsSent()).toHaveLength(1));
    expect(donationsSent()[0].body).toMatchObject({ amount: 1000, coverFee: false });
  });

  it('refuses a misplaced comma with its own words, and sends nothing', async () => {
    const form = await openForm();
    form.fill({ amount: '1,00' });
    expect(screen.getByRole('button', { name: 'Donate' })).toBeTruthy();
    form.submit();
    await seen('A comma separates thousands (1,000 or 1000); for cents use a point (1.50)');
    expect(donationsSent()).toEqual([]);
  });

  it('refuses three decimals instead of rounding them away', async () => {
    const form = await openForm();
    form.fill({ amount: '250.555' });
    form.submit();
    await seen('An amount can have at most 2 digits after the point, for example 250.55');
    expect(donationsSent()).toEqual([]);
  });
});

// Cover the fee (issue 42): offered, never pushed.
describe('adding the fee so the campaign gets all of it', () => {
  it('starts unticked; ticked, the donor pays the fee on top and the campaign gets the whole amount', async () => {
    const form = await openForm();
    form.fill({ amount: '1,000' });
    const box = screen.getByRole('checkbox', { name: 'Add 50.00 Br so the campaign gets all of it' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Donate 1,000.00 Br' })).toBeTruthy();
    fireEvent.click(box);
    expect(await screen.findByRole('button', { name: 'Donate 1,050.00 Br' })).toBeTruthy();
    await seen('You pay 1,050.00 Br: the campaign receives all 1,000.00 Br, and 50.00 Br covers the service fee.');
    form.submit();
    await waitFor(() => expect(donationsSent()).toHaveLength(1));
    // The server computes the fee itself: the form sends the gift and the choice, never the fee.
    expect(donationsSent()[0].body).toMatchObject({ amount: 1000, coverFee: true });
  });
});

// The amount field keeps two decimals as it is typed; an amount from elsewhere (a saved form, a
// future field) meets the server's rule all the same.
describe('the donation form’s rules', () => {
  const values = (v: Partial<DonationValues>): DonationValues => ({
    donorFirstName: 'Meron',
    donorLastName: 'Haile',
    email: '',
    amount: 100,
    isAnonymous: false,
    coverFee: false,
    message: '',
    ...v,
  });

  it('refuses three decimals as the API does (donations-flow.test.ts: 10.123 → 400 "…2 decimal places")', () => {
    expect(donationErrors(values({ amount: 10.123 }), false)).toEqual({ amount: 'Amount can have at most 2 decimal places' });
    expect(donationErrors(values({ amount: 10.12 }), false)).toEqual({});
  });

  it('asks for the email only when the payment provider needs one, with the donation service’s message', () => {
    expect(donationErrors(values({}), true)).toEqual({ email: 'Email is required' });
    expect(donationErrors(values({ email: 'not-an-email' }), false)).toEqual({ email: 'Enter a valid email' });
  });
});
