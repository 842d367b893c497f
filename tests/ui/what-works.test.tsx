// The organiser's "What works" section (issue 44) in jsdom, against its API on loopback
// (tests/peers/channels-api.ts): the figures per channel as a table, most raised first; each
// day's chart with its summary and its figures as a table; the same in Amharic; the donations'
// CSV fetched with the organiser's token; nothing yet said plainly; nothing at all for a reviewer.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '#contract/channels';
import type { ChannelReport } from '#contract/channel-report';
import { addDays, todayInEthiopia } from '#contract/dates';
import { DEFAULT_LOCALE, setLocaleSource, type Locale } from '#i18n/locale';
import { WhatWorks } from '#web/features/manage/WhatWorks';
import { Mantine } from '#web/ui/mantine';
import { mantineInJsdom } from '../support/jsdom-mantine';
import { startChannelsPeer } from '../peers/channels-api';

const CAMPAIGN = '0c000000-0000-4000-8000-00000000004c';
const token = (sub: string) => {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, exp: Math.floor(Date.now() / 1000) + 600, identifier: 'o@example.com', isActive: true, isVerified: true, role: 'USER' })}.sig`;
};
const ORGANISER = token('0a000000-0000-4000-8000-0000000000aa');
const REVIEWER = token('0b000000-0000-4000-8000-0000000000bb');

const today = todayInEthiopia();
const launch = addDays(today, -4);
const report = (): ChannelReport['data'] => ({
  since: launch,
  channels: CHANNELS.map((channel) =>
    channel === 'telegram'
      ? { channel, visits: 40, donations: 3, raised: 1500 }
      : channel === 'qr'
        ? { channel, visits: 12, donations: 1, raised: 250 }
        : channel === 'direct'
          ? { channel, visits: 9, donations: 0, raised: 0 }
          : { channel, visits: 0, donations: 0, raised: 0 },
  ),
  days: [0, 1, 2, 3, 4].map((i) => ({ day: addDays(launch, i), visits: i === 2 ? 50 : 3, donations: i === 2 ? 4 : 0 })),
});
const CSV = 'date,name,amount,channel,message\r\n2026-11-21 11:00,Anonymous,75.00,telegram,\r\n';

let peer: Awaited<ReturnType<typeof startChannelsPeer>>;
const state = { campaignId: CAMPAIGN, report: report(), csv: CSV, readers: [ORGANISER] };
let downloads: Blob[] = [];
let locale: Locale = 'en';

beforeAll(async () => {
  mantineInJsdom();
  setLocaleSource(() => locale);
  peer = await startChannelsPeer(state);
});
afterAll(async () => {
  setLocaleSource(() => DEFAULT_LOCALE);
  await peer.close();
});

const realFetch = globalThis.fetch;
beforeEach(() => {
  locale = 'en';
  state.report = report();
  peer.calls.length = 0;
  downloads = [];
  document.cookie = `access_token=${ORGANISER}; Path=/`;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const { signal: _, ...rest } = init ?? {};
    return realFetch(new URL(String(input instanceof Request ? input.url : input), peer.origin), rest);
  });
  Object.assign(URL, { createObjectURL: (b: Blob) => (downloads.push(b), `blob:what-works/${downloads.length}`), revokeObjectURL: () => {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'access_token=; Max-Age=0; Path=/';
});

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Mantine>
        <WhatWorks campaignId={CAMPAIGN} />
      </Mantine>
    </QueryClientProvider>,
  );
const readBlob = (b: Blob) =>
  new Promise<string>((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.readAsText(b);
  });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('what works', { timeout: 60_000 }, () => {
  it('shows each channel with its visits, donations and amount, the one that raised most first', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Visits, donations and amount raised per channel' }, { timeout: 10_000 });
    const rows = rowsOf(table);
    expect(rows[0]).toEqual(['Telegram', '40', '3', '1,500.00 Br']);
    expect(rows[1]).toEqual(['QR poster', '12', '1', '250.00 Br']);
    expect(rows[2]).toEqual(['Direct', '9', '0', '0.00 Br']);
    expect(rows.map((r) => r[0])).toContain('Copied link');
    expect(rows).toHaveLength(CHANNELS.length);
    expect(peer.calls[0]).toEqual({ path: `/campaign/${CAMPAIGN}/channels`, auth: `Bearer ${ORGANISER}` });
  });

  it('draws visits and donations per day, each with a summary a screen reader hears and its figures as a table', async () => {
    show();
    const visits = await screen.findByRole('img', { name: /^Visits per day/ }, { timeout: 10_000 });
    expect(visits.getAttribute('aria-label')).toContain('62');
    const donations = screen.getByRole('img', { name: /^Donations per day/ });
    expect(donations.getAttribute('aria-label')).toContain('4');
    const dayTable = screen.getByRole('table', { name: 'Visits per day' });
    expect(within(dayTable).getAllByRole('row')).toHaveLength(6);
    expect(within(dayTable).getByText('50')).toBeTruthy();
  });

  it('reads in Amharic', async () => {
    locale = 'am';
    show();
    const table = await screen.findByRole('table', { name: 'በየመንገዱ ጉብኝቶች፣ ልገሳዎች እና የተሰበሰበ ገንዘብ' }, { timeout: 10_000 });
    expect(rowsOf(table)[1]).toEqual(['የQR ኮድ ፖስተር', '12', '1', '250.00 ብር']);
    expect(screen.getByRole('heading', { name: 'ውጤት ያመጡ መንገዶች' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^በቀን ጉብኝቶች/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ልገሳዎችን ያውርዱ (CSV)' })).toBeTruthy();
  });

  it('downloads the donations as CSV with the organiser’s token', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Download donations (CSV)' }, { timeout: 10_000 }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 10_000 });
    expect(await readBlob(downloads[0]!)).toBe(CSV);
    expect(peer.calls.find((c) => c.path.endsWith('/donations.csv'))?.auth).toBe(`Bearer ${ORGANISER}`);
  });

  it('says plainly when nothing has been counted yet', async () => {
    state.report = { ...report(), channels: CHANNELS.map((channel) => ({ channel, visits: 0, donations: 0, raised: 0 })) };
    show();
    expect(await screen.findByText(/No visits or donations yet/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is not there for a reviewer looking at the page (the server refuses them)', async () => {
    document.cookie = `access_token=${REVIEWER}; Path=/`;
    show();
    await waitFor(() => expect(peer.calls.length).toBeGreaterThan(0), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'What works' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Download donations (CSV)' })).toBeNull();
  });
});
