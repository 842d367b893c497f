// Profile → Settings → Telegram (issue 45): connect the account to the Birr bot through a one-time
// t.me link, see it connected or stopped, disconnect; nothing when the site has no bot. Rendered
// in jsdom; the API is answered here at fetch, as the server answers it.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Mantine } from '#web/ui/mantine';
import { TelegramCard } from '#web/features/profile/TelegramCard';
import { mantineInJsdom } from '../support/jsdom-mantine';

beforeAll(mantineInJsdom);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const DEEP_LINK = 'https://t.me/BirrBot?start=abcDEF123_-xyz';
let state = { available: true, linked: false, stopped: false };
let calls: { method: string; url: string }[] = [];
const open = vi.fn();

beforeEach(() => {
  calls = [];
  open.mockClear();
  vi.stubGlobal('open', open);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    if (!url.endsWith('/api/telegram/link')) return json({ message: 'not expected in this test', code: 'NOT_FOUND' }, 404);
    if (method === 'GET') return json(state);
    if (method === 'POST') return json({ url: DEEP_LINK });
    if (method === 'DELETE') {
      state = { available: true, linked: false, stopped: false };
      return json(state);
    }
    return json({ message: 'no', code: 'METHOD_NOT_ALLOWED' }, 405);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function card() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <Mantine>
        <TelegramCard />
      </Mantine>
    </QueryClientProvider>,
  );
}

describe('Settings: Telegram', () => {
  it('opens the one-time link to the bot on "Connect Telegram", and says how to finish', async () => {
    state = { available: true, linked: false, stopped: false };
    card();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Telegram' }, { timeout: 5000 }));
    await screen.findByText(/press Start there to finish/);
    expect(open).toHaveBeenCalledWith(DEEP_LINK, '_blank', 'noopener');
    expect(screen.getByRole('link', { name: 't.me' }).getAttribute('href')).toBe(DEEP_LINK);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  }, 20_000);

  it('shows a connected account, and disconnects it', async () => {
    state = { available: true, linked: true, stopped: false };
    card();
    await screen.findByText('Connected: news of the campaigns you follow comes to you in Telegram.', undefined, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Connect Telegram' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await screen.findByText('Telegram is disconnected');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Connect Telegram' })).toBeTruthy();
  }, 20_000);

  it('says so when the person sent /stop, and offers to connect again', async () => {
    state = { available: true, linked: true, stopped: true };
    card();
    await screen.findByText(/You stopped the messages in Telegram/, undefined, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Connect Telegram' })).toBeTruthy();
  }, 20_000);

  it('is not there when the site has no bot', async () => {
    state = { available: false, linked: false, stopped: false };
    card();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Telegram' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect Telegram' })).toBeNull();
  }, 20_000);
});
