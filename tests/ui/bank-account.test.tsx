// Where the money goes (issue 44), on the fix page of a rejected campaign (the wizard's inputs):
// the bank select lists the server's banks and wallets in two groups, and a new account number of
// the wrong length for the chosen bank is stopped with the length named before anything is sent.
// Rendered in jsdom; the only peer is the API, answered here at fetch.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldLabel } from '#contract/create-campaign';
import { m } from '#i18n/paraglide/messages.js';
import { Mantine } from '#web/ui/mantine';
import { FixCampaignPage } from '#web/app/FixCampaignPage';
import { mantineInJsdom } from '../support/jsdom-mantine';

beforeAll(() => {
  mantineInJsdom();
  // jsdom has no layout: the list of choices scrolls its chosen option into view.
  Element.prototype.scrollIntoView ??= () => {};
});

const REASON = 'The account number is wrong.';
const fixable = {
  id: 'c1',
  kind: 'personal',
  status: 'REJECTED',
  reason: REASON,
  fields: {
    fullName: 'Abebe Kebede',
    contactEmail: 'contact@example.org',
    contactPhoneNumber: '0911234567',
    region: 'Addis Ababa',
    city: 'Addis Ababa',
    category: 'MEDICAL',
    relation: 'SELF',
    title: 'Surgery',
    description: 'Line one.',
    goalAmount: '15000.00',
    deadline: '2099-01-01',
    bankName: 'DASHEN_BANK',
    holderName: 'Abebe Kebede',
    accountNumber: '12345',
  },
  files: { coverImage: ['m1'], otherImages: [] },
};
const BANKS = [
  { id: 'AWASH_BANK', name: 'Awash Bank', kind: 'bank', accountLength: 14 },
  { id: 'DASHEN_BANK', name: 'Dashen Bank', kind: 'bank', accountLength: 13 },
  { id: 'TELEBIRR', name: 'telebirr', kind: 'wallet', accountLength: 10 },
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let sent: [string, string][][] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? 'GET';
    if (url.endsWith('/banks')) return json({ data: BANKS });
    if (url.endsWith('/campaign/c1/resubmit') && method === 'GET') return json({ data: fixable });
    if (url.endsWith('/campaign/c1/resubmit') && method === 'POST') {
      sent.push([...(init!.body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : 'file']));
      return json({ data: { id: 'c1' }, message: 'Your campaign was resubmitted for review.' });
    }
    return json({ message: 'not expected in this test', code: 'NOT_FOUND' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function page() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Mantine>
        <MemoryRouter initialEntries={['/campaign/c1/fix']}>
          <Routes>
            <Route path="/campaign/:id/fix" element={<FixCampaignPage />} />
          </Routes>
        </MemoryRouter>
      </Mantine>
    </QueryClientProvider>,
  );
  return client;
}
const accountNumber = () => screen.getByLabelText(new RegExp(`^${fieldLabel('accountNumber')}`)) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: m.fix_submit() }));

describe('the bank and account number', { timeout: 60_000 }, () => {
  it('lists the server’s banks and wallets in two groups', async () => {
    const client = page();
    await screen.findByText(REASON, {}, { timeout: 20_000 });
    await waitFor(() => expect(client.getQueryState(['banks'])?.status === 'success' && client.getQueryState(['banks'])?.dataUpdatedAt).toBeGreaterThan(0));
    // The label names the input and its list of choices: the input is the one to tap.
    fireEvent.click(screen.getAllByLabelText(new RegExp(`^${fieldLabel('bankName')}\\s*\\*?$`)).find((el) => el.tagName === 'INPUT')!);
    const list = await screen.findByRole('listbox', { hidden: true });
    expect(within(list).getByText(m.bank_group_banks())).toBeTruthy();
    expect(within(list).getByText(m.bank_group_wallets())).toBeTruthy();
    const options = within(list).getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining([m.bank_telebirr(), m.bank_dashen_bank(), m.bank_awash_bank()]));
  });

  it('stops a number of the wrong length for the bank, naming the length, and sends nothing', async () => {
    const client = page();
    await screen.findByText(REASON, {}, { timeout: 20_000 });
    await waitFor(() => expect(client.getQueryState(['banks'])?.dataUpdatedAt).toBeGreaterThan(0));
    fireEvent.change(accountNumber(), { target: { value: '123456' } });
    submit();
    expect(await screen.findByText(m.bank_account_length({ length: '13' }))).toBeTruthy();
    expect(m.bank_account_length({ length: '13' })).toBe("This bank's account numbers have 13 digits");
    expect(sent).toEqual([]);
  });

  it('sends a number of the right length', async () => {
    const client = page();
    await screen.findByText(REASON, {}, { timeout: 20_000 });
    await waitFor(() => expect(client.getQueryState(['banks'])?.dataUpdatedAt).toBeGreaterThan(0));
    fireEvent.change(accountNumber(), { target: { value: '1234567890123' } });
    submit();
    expect(await screen.findByText(m.fix_sent_title(), {}, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(sent).toEqual([[['accountNumber', '1234567890123']]]));
  });
});
