// The reconciliation page as a reviewer meets it, in jsdom against a loopback API that reads the
// period with the contract's schema and answers what the contract says: per-day tables with a day
// that differs marked, each difference in words, a provider that could not be asked, and a
// period refused before anything is asked.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reconciliation, ReconciliationQuery } from '#contract/admin';
import { addDays, todayInEthiopia } from '#contract/dates';
import { ReconciliationInConsole } from '#web/features/console';
import { Mantine } from '#web/ui/mantine';
import { mantineInJsdom } from '../support/jsdom-mantine';

const token = (claims: object) => {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(Date.now() / 1000) + 600, identifier: 'r@example.com', isActive: true, isVerified: true, ...claims })}.sig`;
};
const today = todayInEthiopia();
const odd = addDays(today, -2);
const CAMPAIGN = '0c000000-0000-4000-8000-00000000000c';

function answer(from: string, to: string): Reconciliation['data'] {
  const days = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const flagged = d === odd;
    days.push({
      day: d,
      in: { counted: { count: flagged ? 2 : 0, amount: flagged ? 2300 : 0 }, provider: { count: flagged ? 2 : 0, amount: flagged ? 2250 : 0 }, differences: flagged ? 1 : 0 },
      out: { counted: { count: 0, amount: 0 }, provider: null, differences: 0 },
    });
  }
  return {
    from,
    to,
    providers: {
      in: { name: 'chapa', available: true, message: null, detail: null },
      out: { name: 'chapa', available: false, message: 'The provider (Chapa) could not be asked, so its side is not shown. Please try again later.', detail: 'Chapa could not be reached' },
    },
    days,
    differences: [
      { side: 'in', kind: 'amount', day: odd, reference: 'birr-tx-77', providerReference: 'APQ77', recordId: '0d000000-0000-4000-8000-00000000000d', campaignId: CAMPAIGN, ours: { amount: 900, currency: 'ETB', status: 'VERIFIED' }, provider: { amount: 850, currency: 'ETB', status: 'success' } },
      // A gift paid abroad: compared in the dollars Chapa lists, with the Birr it credited.
      { side: 'in', kind: 'amount', day: odd, reference: 'birr-tx-78', providerReference: 'APQ78', recordId: '0d000000-0000-4000-8000-00000000000e', campaignId: CAMPAIGN, ours: { amount: 10.14, currency: 'USD', status: 'VERIFIED', birr: 1409.46 }, provider: { amount: 10, currency: 'USD', status: 'success' } },
    ],
    generatedAt: new Date().toISOString(),
  };
}

const asked: URLSearchParams[] = [];
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://api');
  if (url.pathname !== '/api/admin/reconciliation' || !req.headers.authorization) {
    res.writeHead(url.pathname === '/api/admin/reconciliation' ? 401 : 404, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ message: 'No', code: 'NOT_FOUND' }));
  }
  asked.push(url.searchParams);
  const q = ReconciliationQuery.safeParse(Object.fromEntries(url.searchParams));
  const body = q.success
    ? Reconciliation.parse({ data: answer(q.data.from ?? addDays(q.data.to ?? today, -6), q.data.to ?? today) })
    : { message: q.error.issues[0]!.message, code: 'VALIDATION_FAILED', field: String(q.error.issues[0]!.path[0]) };
  res.writeHead(q.success ? 200 : 400, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
});
let origin = '';

beforeAll(async () => {
  mantineInJsdom();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const realFetch = globalThis.fetch;
beforeEach(() => {
  asked.length = 0;
  document.cookie = `access_token=${token({ sub: '0a000000-0000-4000-8000-00000000000a', role: 'ADMIN' })}; Path=/`;
  // The app calls /api/… on its own origin: here that is the loopback API (jsdom's AbortSignal stays behind).
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const { signal: _, ...rest } = init ?? {};
    return realFetch(new URL(String(input instanceof Request ? input.url : input), origin), rest);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'access_token=; Max-Age=0; Path=/';
});

const at = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Mantine>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/reconciliation" element={<ReconciliationInConsole />} />
          </Routes>
        </MemoryRouter>
      </Mantine>
    </QueryClientProvider>,
  );
const seen = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 10_000 });

describe('the reconciliation page', { timeout: 30_000 }, () => {
  it('shows each side per day, marks the day that differs, lists the difference, and says which provider could not be asked', async () => {
    at('/admin/reconciliation');
    expect((await screen.findAllByText('The amounts differ', {}, { timeout: 10_000 }))[0]).toBeTruthy();
    expect(screen.getByText('Birr: 900.00 Br · verified')).toBeTruthy();
    expect(screen.getByText('Provider: 850.00 Br · done')).toBeTruthy();
    expect(screen.getByText('Birr: 10.14 USD (credited 1,409.46 Br) · verified')).toBeTruthy();
    expect(screen.getByText('Provider: 10.00 USD · done')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Open the campaign' })[0]!.getAttribute('href')).toBe(`/campaign/${CAMPAIGN}/manage`);
    const moneyIn = screen.getByRole('table', { name: 'Money in (donations)' });
    expect(within(moneyIn).getAllByRole('row')).toHaveLength(8);
    expect(within(moneyIn).getByText('1 to check')).toBeTruthy();
    expect(within(moneyIn).getByText('2,300.00 Br (2)')).toBeTruthy();
    expect(within(moneyIn).getByText('2,250.00 Br (2)')).toBeTruthy();
    const moneyOut = screen.getByRole('table', { name: 'Money out (payouts)' });
    expect(within(moneyOut).getAllByText('Not known')).toHaveLength(7);
    expect(screen.getByText(/The provider \(Chapa\) could not be asked/)).toBeTruthy();
  });

  it('asks for the period typed, and refuses one that ends before it starts without asking', async () => {
    at('/admin/reconciliation');
    (await screen.findAllByText('The amounts differ', {}, { timeout: 10_000 }))[0];
    fireEvent.change(screen.getByLabelText('From', { exact: false }), { target: { value: addDays(today, -2) } });
    fireEvent.change(screen.getByLabelText('To', { exact: false }), { target: { value: addDays(today, -3) } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await seen('The start date must not be after the end date')).toBeTruthy();
    expect(asked).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('To', { exact: false }), { target: { value: today } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect(asked.at(-1)?.get('from')).toBe(addDays(today, -2)), { timeout: 10_000 });
    expect(asked.at(-1)?.get('to')).toBe(today);
    await vi.waitFor(() => expect(within(screen.getByRole('table', { name: 'Money in (donations)' })).getAllByRole('row')).toHaveLength(4), { timeout: 10_000 });
  });
});
