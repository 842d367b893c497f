// Paying from abroad (issue 43): the donation form offers US dollars by card to everyone, and
// shows the gift in both currencies with the rate and its day before anything is sent.
// Rendered in jsdom; the only peer is the API, answered here at fetch.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Mantine } from '#web/ui/mantine';
import { mantineInJsdom } from '../support/jsdom-mantine';
import { DonationModal } from '#web/features/donations/DonationModal';

beforeAll(mantineInJsdom);

let posted: unknown[] = [];
beforeEach(() => {
  posted = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/donation/options')) return json({ data: { feePercent: 5, requiredFields: [] } });
    if (url.endsWith('/exchange-rates')) return json({ data: [{ currency: 'USD', rate: '137.4000', date: '2026-11-27' }] });
    if (init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return json({ message: 'The payment provider could not start the checkout.', code: 'BAD_GATEWAY' }, 502);
    }
    return json({ message: 'not expected in this test', code: 'NOT_FOUND' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openForm() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Mantine>
        <DonationModal opened onClose={() => {}} campaignId="c0ffee00-0000-4000-8000-000000000001" campaignTitle="Roof for the school" />
      </Mantine>
    </QueryClientProvider>,
  );
  await screen.findByRole('radio', { name: 'Pay in US dollars (card)' }, { timeout: 5000 });
  return (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

// The first render under a busy machine takes seconds.
describe('paying in US dollars from the donation form', { timeout: 20_000 }, () => {
  it('offers Birr and dollars, Birr chosen, and says nothing of dollars until they are chosen', async () => {
    await openForm();
    expect((screen.getByRole('radio', { name: 'Pay in Birr' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/USD at 1 USD/)).toBeNull();
  });

  it('shows the gift in both currencies with the rate and its day, the fee included when the donor adds it', async () => {
    const type = await openForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay in US dollars (card)' }));
    expect(await screen.findByText('1 USD = 137.40 Br, 27 Nov 2026')).toBeTruthy();
    type(/^Amount \(Br\)/, '2,500');
    // 2,500 Br ÷ 137.40 = 18.195… → 18.20 USD, the price the server will ask for.
    expect(await screen.findByText('≈ 18.20 USD at 1 USD = 137.40 Br, 27 Nov 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Donate 2,500.00 Br/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Add 125.00 Br so the campaign gets all of it/ }));
    // 2,625 Br (with the 125 Br fee) → 19.10 USD
    expect(await screen.findByText('≈ 19.10 USD at 1 USD = 137.40 Br, 27 Nov 2026')).toBeTruthy();
  });

  it('sends the choice of dollars with the gift in Birr', async () => {
    const type = await openForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay in US dollars (card)' }));
    type(/^Amount \(Br\)/, '1000');
    type(/^First name/, 'Meron');
    type(/^Last name/, 'Haile');
    fireEvent.click(screen.getByRole('button', { name: /^Donate/ }));
    await screen.findByText(/could not start the checkout/, {}, { timeout: 5000 });
    expect(posted).toEqual([expect.objectContaining({ amount: 1000, currency: 'USD' })]);
  });
});
