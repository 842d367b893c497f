// The operators' console as a reviewer meets it, in jsdom against the console's API on loopback
// (tests/peers/admin-api.ts: the contract's paths, schemas and refusals): the overview's figures
// and a chart's text alternative; finding a person and deactivating them with a reason (none, and
// nothing is sent); the server's refusal in the dialog; the money list's filters and its CSV,
// fetched with the reviewer's token. And a signed-in non-reviewer is refused without a request.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, MoneyRow, Overview } from '#contract/admin';
import type { OpsAlert } from '#contract/ops-alerts';
import { addDays, todayInEthiopia } from '#contract/dates';
import { m } from '#i18n/paraglide/messages.js';
import { DEFAULT_LOCALE, setLocaleSource, type Locale } from '#i18n/locale';
import { AuditPage, HealthPage, MoneyPage, OverviewPage, PeoplePage, PersonPage } from '#web/features/console';
import { Mantine } from '#web/ui/mantine';
import { mantineInJsdom } from '../support/jsdom-mantine';
import { startAdminPeer, type Person } from '../peers/admin-api';

const SELF = '0a000000-0000-4000-8000-00000000000a';
const MERON = '0b000000-0000-4000-8000-00000000000b';
const CAMPAIGN = '0c000000-0000-4000-8000-00000000000c';

/** An unsigned token with these claims (the app only decodes it; the API checks it). */
const token = (claims: object) => {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(Date.now() / 1000) + 600, identifier: 'r@example.com', isActive: true, isVerified: true, ...claims })}.sig`;
};
const REVIEWER_TOKEN = token({ sub: SELF, role: 'ADMIN' });

const today = todayInEthiopia();
const busyDay = addDays(today, -3);
function overview(days: number): Overview['data'] {
  const perDay = Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i - days + 1);
    return day === busyDay ? { day, raised: 1500, donations: 3, campaigns: 1, people: 2 } : { day, raised: 0, donations: 0, campaigns: 0, people: 0 };
  });
  return {
    days,
    from: perDay[0]!.day,
    to: today,
    totals: { raised: 1500, fees: 75, donations: 3, campaigns: 1, people: 2 },
    perDay,
    byCategory: [{ category: 'MEDICAL', raised: 1500, donations: 3, campaigns: 1 }],
    byKind: [{ kind: 'PERSONAL', raised: 1500, donations: 3, campaigns: 1 }],
    waiting: [
      { kind: 'campaigns', count: 2, oldestAt: new Date(Date.now() - 2 * 86_400_000).toISOString() },
      { kind: 'withdrawals', count: 0, oldestAt: null },
      { kind: 'reports', count: 0, oldestAt: null },
      { kind: 'edits', count: 0, oldestAt: null },
    ],
    payouts: { paid: 1, paidAmount: 900, failed: 0, failedAmount: 0 },
    jobQueue: null,
    generatedAt: new Date().toISOString(),
  };
}

const user = (id: string, firstName: string, lastName: string, email: string, role: 'USER' | 'ADMIN' = 'USER') => ({
  id,
  firstName,
  lastName,
  email,
  phoneNumber: null,
  role,
  isActive: true,
  isVerified: true,
  createdAt: '2026-10-01T09:00:00.000Z',
  deactivatedAt: null,
  deactivatedReason: null,
});
const people = (): Person[] => [
  {
    user: user(MERON, 'Meron', 'Haile', 'meron@example.com'),
    verification: { accountVerified: true, google: false },
    campaigns: [{ id: CAMPAIGN, title: 'Clean water for Adwa', status: 'ACTIVE', raisedAmount: 1500, goalAmount: 5000, createdAt: '2026-10-02T09:00:00.000Z' }],
    donations: [],
    withdrawals: [],
    reports: [],
  },
  { user: user(SELF, 'Rahel', 'Tesfaye', 'r@example.com', 'ADMIN'), verification: { accountVerified: true, google: true }, campaigns: [], donations: [], withdrawals: [], reports: [] },
];
const money: MoneyRow[] = [
  {
    kind: 'donation',
    id: '0d000000-0000-4000-8000-00000000000d',
    campaignId: CAMPAIGN,
    campaignTitle: 'Clean water for Adwa',
    userId: null,
    name: 'Abebe Kebede',
    amount: 1500,
    currency: 'ETB',
    status: 'VERIFIED',
    reference: 'TX-ADWA-1',
    providerReference: 'CH-991',
    provider: 'chapa',
    at: '2026-11-10T08:00:00.000Z',
  },
  {
    kind: 'payout',
    id: '0e000000-0000-4000-8000-00000000000e',
    campaignId: CAMPAIGN,
    campaignTitle: 'Clean water for Adwa',
    userId: MERON,
    name: 'Meron Haile',
    amount: 900,
    currency: 'ETB',
    status: 'PAID',
    reference: 'PO-77',
    providerReference: null,
    provider: 'sandbox',
    at: '2026-11-12T08:00:00.000Z',
  },
];

const audit: AuditEntry[] = [
  {
    id: '1',
    at: '2026-11-20T07:30:00.000Z',
    actor: { id: SELF, name: 'Rahel Tesfaye' },
    action: 'user.deactivate',
    targetKind: 'user',
    targetId: MERON,
    reason: 'Raised money for a campaign that does not exist',
    details: { campaignsSuspended: 1 },
    ip: '10.1.2.3',
  },
  { id: '2', at: '2026-11-19T07:30:00.000Z', actor: null, action: 'campaign.approve', targetKind: 'campaign', targetId: CAMPAIGN, reason: null, details: null, ip: null },
];

let peer: Awaited<ReturnType<typeof startAdminPeer>>;
let state: { people: Person[]; health: OpsAlert[] };
/** What the page handed the browser to download (URL.createObjectURL). */
let downloads: Blob[] = [];

beforeAll(async () => {
  mantineInJsdom();
  state = { people: people(), health: [] };
  peer = await startAdminPeer({ overview, get people() { return state.people; }, get health() { return state.health; }, money, audit, self: SELF });
});
afterAll(() => peer.close());

const realFetch = globalThis.fetch;
beforeEach(() => {
  state.people = people();
  state.health = [];
  peer.calls.length = 0;
  downloads = [];
  document.cookie = `access_token=${REVIEWER_TOKEN}; Path=/`;
  // The app calls /api/… on its own origin: here that is the peer. (jsdom's AbortSignal is not
  // Node's, which fetch insists on: the signal stays behind.)
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const { signal: _, ...rest } = init ?? {};
    return realFetch(new URL(String(input instanceof Request ? input.url : input), peer.origin), rest);
  });
  // jsdom has no object URLs; the page's download goes through one.
  Object.assign(URL, { createObjectURL: (b: Blob) => (downloads.push(b), `blob:console/${downloads.length}`), revokeObjectURL: () => {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'access_token=; Max-Age=0; Path=/';
});

function at(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Mantine>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin" element={<OverviewPage />} />
            <Route path="/admin/people" element={<PeoplePage />} />
            <Route path="/admin/people/:id" element={<PersonPage />} />
            <Route path="/admin/money" element={<MoneyPage />} />
            <Route path="/admin/audit" element={<AuditPage />} />
            <Route path="/admin/health" element={<HealthPage />} />
          </Routes>
        </MemoryRouter>
      </Mantine>
    </QueryClientProvider>,
  );
}
/** Seen within 5 s: the first render of a Mantine page on a busy two-core machine takes a while. */
const seen = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 5000 });
const readBlob = (b: Blob) =>
  new Promise<string>((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.readAsText(b);
  });
const dayText = (ymd: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${ymd}T00:00:00Z`));

// A Mantine page's first render, and role queries over a year of rows, take seconds on two busy cores.
const SLOW = { timeout: 60_000 };

describe('the overview', SLOW, () => {
  it('shows the totals, what waits, an unstarted job queue, and each chart with its figures as a table', async () => {
    at('/admin');
    const totals = await screen.findByRole('region', { name: 'Totals' }, { timeout: 5000 });
    expect(within(totals).getByText('1,500.00 Br')).toBeTruthy();
    expect(within(totals).getByText('75.00 Br')).toBeTruthy();
    expect(screen.getByText('Not started')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Campaigns to review' }).getAttribute('href')).toBe('/admin/review');
    expect(screen.getByText('Oldest: 2 days ago')).toBeTruthy();

    // The chart's text alternative: a sentence as the picture's name, and a table day by day.
    const summary = `Money raised: 1,500.00 Br in 30 days; the most, 1,500.00 Br, on ${dayText(busyDay)}.`;
    expect(screen.getByRole('img', { name: summary })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Money raised' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: `${dayText(busyDay)} 1,500.00 Br` })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'By category' })).getByRole('row', { name: /Medical 1,500.00 Br 3 1/ })).toBeTruthy();
  });

  it('switches to the last 365 days', async () => {
    at('/admin');
    await screen.findByRole('region', { name: 'Totals' }, { timeout: 5000 });
    fireEvent.click(screen.getByLabelText('365 days'));
    // A row a day (role queries over 366 rows would take seconds more).
    await waitFor(() => expect(screen.getByRole('table', { name: 'New people' }).querySelectorAll('tbody tr')).toHaveLength(365), { timeout: 20_000 });
    const asked = peer.calls.filter((c) => c.path === '/api/admin/overview');
    expect(asked.map((c) => c.query.get('days'))).toEqual(['30', '365']);
    expect(asked.every((c) => c.auth === `Bearer ${REVIEWER_TOKEN}`)).toBe(true);
  });

  it('refuses a signed-in non-reviewer as /admin/review does, asking the API nothing', async () => {
    const theirs = token({ sub: MERON, role: 'USER' });
    document.cookie = `access_token=${theirs}; Path=/`;
    at('/admin');
    expect(await screen.findByRole('heading', { name: m.reviewer_not_allowed() }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Totals' })).toBeNull();
    expect(peer.calls.filter((c) => c.auth === `Bearer ${theirs}`)).toEqual([]);
  });
});

describe('people', SLOW, () => {
  it('finds a person, deactivates them with a reason (none: nothing sent), and shows them deactivated', async () => {
    at('/admin/people');
    await seen('Rahel Tesfaye');
    fireEvent.change(screen.getByLabelText('Search by name, email or phone'), { target: { value: 'meron' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await seen('Found: 1')).toBeTruthy();
    expect(screen.queryByText('Rahel Tesfaye')).toBeNull();
    expect(peer.calls.at(-1)?.query.get('q')).toBe('meron');

    fireEvent.click(screen.getByRole('link', { name: 'Meron Haile' }));
    expect(await screen.findByRole('heading', { name: 'Meron Haile' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Account confirmed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clean water for Adwa' }).getAttribute('href')).toBe(`/campaign/${CAMPAIGN}/manage`);

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));
    expect(await within(dialog).findByText(m.adm_reason_required())).toBeTruthy();
    expect(peer.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: m.reviewer_reason() }), { target: { value: '  Raised money for a campaign that does not exist  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));
    expect(await seen(/^Deactivated on .*: Raised money for a campaign that does not exist$/)).toBeTruthy();
    const post = peer.calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe(`/api/admin/users/${MERON}/deactivate`);
    expect(post.body).toEqual({ reason: 'Raised money for a campaign that does not exist' });
    expect(screen.getByText('Deactivated')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(screen.getByText(/Suspended/)).toBeTruthy();
  });

  it('asks before taking a role, and shows the server’s refusal in the dialog', async () => {
    at(`/admin/people/${SELF}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Take reviewer role' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Take reviewer role' });
    expect(peer.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(m.adm_not_yourself())).toBeTruthy();
    expect(peer.calls.find((c) => c.method === 'PUT')?.body).toEqual({ role: 'USER' });
  });
});

describe('every movement of money', SLOW, () => {
  it('filters the list, links each row to its campaign with its references, and downloads the same list as CSV with the token', async () => {
    at('/admin/money?status=VERIFIED');
    await seen('Abebe Kebede');
    expect(screen.queryByText('Meron Haile')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Search: name, email, reference or campaign/), { target: { value: 'adwa' } });
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(peer.calls.at(-1)?.query.get('from')).toBe('2026-11-01'));
    const filters = { q: 'adwa', status: 'VERIFIED', from: '2026-11-01', to: '2026-11-30' };
    expect(Object.fromEntries(peer.calls.at(-1)!.query)).toEqual({ ...filters, page: '1' });

    const row = await screen.findByRole('article', { name: 'Donation 1,500.00 Br' });
    expect(within(row).getByRole('link', { name: 'Clean water for Adwa' }).getAttribute('href')).toBe(`/campaign/${CAMPAIGN}/manage`);
    expect(within(row).getByText(/Reference: TX-ADWA-1 · chapa · Provider's reference: CH-991/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const csvCall = peer.calls.find((c) => c.path === '/api/admin/money.csv')!;
    expect(Object.fromEntries(csvCall.query)).toEqual(filters);
    expect(csvCall.auth).toBe(`Bearer ${REVIEWER_TOKEN}`);
    const text = await readBlob(downloads[0]!);
    expect(text).toBe(peer.csvFor(filters));
    expect(text).toContain('TX-ADWA-1');
    expect(text).not.toContain('PO-77');
  });

  it('shows the server’s refusal of a period that ends before it starts', async () => {
    at('/admin/money?from=2026-11-30&to=2026-11-01');
    expect(await seen(m.adm_from_after_to())).toBeTruthy();
    expect(screen.getByText(m.con_money_failed())).toBeTruthy();
  });
});

describe('the audit log', SLOW, () => {
  it('says who did what to which record, why and from where, and filters by the record', async () => {
    at('/admin/audit');
    const entry = await screen.findByRole('article', { name: `Account deactivated ${MERON}` }, { timeout: 5000 });
    expect(within(entry).getByRole('link', { name: 'By Rahel Tesfaye' }).getAttribute('href')).toBe(`/admin/people/${SELF}`);
    expect(within(entry).getByText(/From 10\.1\.2\.3/)).toBeTruthy();
    expect(within(entry).getByText('Reason: Raised money for a campaign that does not exist')).toBeTruthy();
    expect(within(entry).getByRole('link', { name: `Record: user ${MERON}` }).getAttribute('href')).toBe(`/admin/people/${MERON}`);
    expect(screen.getByText('By a scheduled job')).toBeTruthy();
    // Its moment in the reader's calendar and clock: 07:30 UTC is 10:30 in Addis Ababa, 24-hour with the zone.
    expect(within(entry).getByText('20 Nov 2026 10:30 GMT+3')).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Record's ID"), { target: { value: CAMPAIGN } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await seen('Entries: 1')).toBeTruthy();
    expect(screen.queryByRole('article', { name: `Account deactivated ${MERON}` })).toBeNull();
    expect(screen.getByRole('article', { name: `Campaign approved ${CAMPAIGN}` })).toBeTruthy();
    expect(peer.calls.at(-1)?.query.get('targetId')).toBe(CAMPAIGN);
  });
});

describe('the health page', SLOW, () => {
  const keyRefused: OpsAlert = {
    kind: 'wallet_key_refused',
    queue: null,
    count: 3,
    since: '2026-11-20T06:00:00.000Z',
    lastAt: '2026-11-20T07:30:00.000Z',
    detail: 'Chapa: Invalid encrypted payload',
  };
  const jobFailed: OpsAlert = { kind: 'job_failed', queue: 'settle-payouts', count: 2, since: '2026-11-20T05:00:00.000Z', lastAt: '2026-11-20T05:10:00.000Z', detail: 'connect ECONNREFUSED' };

  it('lists each problem with what it means and what to do, and the navigation counts them on every console page', async () => {
    state.health = [keyRefused, jobFailed];
    at('/admin/health');
    const key = await screen.findByRole('article', { name: 'Wallet codes are refused: the encryption key is wrong' }, { timeout: 5000 });
    expect(within(key).getByText('3 times since 20 Nov 2026 09:00 GMT+3; last at 20 Nov 2026 10:30 GMT+3')).toBeTruthy();
    expect(within(key).getByText(/set it as CHAPA_ENCRYPTION_KEY and restart the server/)).toBeTruthy();
    expect(within(key).getByText('Chapa: Invalid encrypted payload')).toBeTruthy();
    const job = screen.getByRole('article', { name: 'Background jobs failed: settle-payouts' });
    expect(within(job).getByText(/server log for job settle-payouts/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Health: 2 alerts' }).getAttribute('href')).toBe('/admin/health');

    cleanup();
    at('/admin/audit');
    expect(await screen.findByRole('link', { name: 'Health: 2 alerts' }, { timeout: 5000 })).toBeTruthy();
  });

  it('says so when nothing needs an operator, and the navigation shows no count', async () => {
    at('/admin/health');
    expect(await seen(/Nothing needs you now/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Health' })).toBeTruthy();
  });

  it('speaks Amharic to an Amharic reader', async () => {
    let locale: Locale = 'am';
    setLocaleSource(() => locale);
    try {
      state.health = [keyRefused];
      at('/admin/health');
      expect(await screen.findByRole('article', { name: m.con_health_wallet_title({}, { locale: 'am' }) }, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByText(m.con_health_wallet_todo({}, { locale: 'am' }))).toBeTruthy();
      expect(screen.getByRole('link', { name: 'የአገልግሎቱ ሁኔታ፦ 1 ማንቂያዎች' })).toBeTruthy();
    } finally {
      locale = DEFAULT_LOCALE;
      setLocaleSource(() => DEFAULT_LOCALE);
    }
  });
});
