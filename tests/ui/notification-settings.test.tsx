// Profile → Settings → Notifications (issue 45): a person picks where they hear from us among the
// channels that can reach them; the browser's notification permission is asked only when they
// tick "this device", never on load. Rendered in jsdom; the API is answered here at fetch, and the
// browser's Push API is a stand-in with the shape a real browser gives.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Mantine } from '#web/ui/mantine';
import { NotificationsCard } from '#web/features/profile/NotificationsCard';
import { mantineInJsdom } from '../support/jsdom-mantine';

beforeAll(mantineInJsdom);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let calls: { method: string; url: string; body?: unknown }[] = [];
let settings = { channels: ['email'], available: ['email', 'sms', 'push'], pushDevices: 0 };
const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
const ENDPOINT = 'https://push.example/device-1';

beforeEach(() => {
  calls = [];
  settings = { channels: ['email'], available: ['email', 'sms', 'push'], pushDevices: 0 };
  requestPermission.mockClear();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    if (url.endsWith('/push/key')) return json({ publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' });
    if (url.endsWith('/push/subscriptions') && method === 'POST') return json({ subscribed: true }, 201);
    if (url.endsWith('/user/notifications') && method === 'GET') return json(settings);
    if (url.endsWith('/user/notifications') && method === 'PUT') {
      if (body.channels.length === 0) return json({ message: 'Choose at least one way to hear from us', code: 'VALIDATION_FAILED', field: 'channels' }, 400);
      return json({ ...settings, channels: body.channels });
    }
    return json({ message: 'not expected in this test', code: 'NOT_FOUND' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

/** A browser with the Push API: a service worker whose push manager subscribes this device. */
function browserWithPush() {
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  const subscription = { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } }) };
  const registration = { pushManager: { getSubscription: async () => null, subscribe: vi.fn(async () => subscription) } };
  Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve(registration) }, configurable: true });
  return registration;
}

function card() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <Mantine>
        <NotificationsCard />
      </Mantine>
    </QueryClientProvider>,
  );
}
const checkbox = (name: string) => screen.findByRole('checkbox', { name }, { timeout: 5000 }) as Promise<HTMLInputElement>;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

describe('Settings: notifications', () => {
  it('offers only the channels that reach the person, and saves the choice', async () => {
    card();
    expect((await checkbox('Email')).checked).toBe(true);
    expect((await checkbox('Text message (SMS)')).checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Telegram' })).toBeNull();
    fireEvent.click(await checkbox('Text message (SMS)'));
    save();
    await screen.findByText('Saved: we will reach you this way.');
    expect(puts()).toEqual([{ channels: ['email', 'sms'] }]);
  }, 20_000);

  it("shows the server's refusal when nothing is chosen", async () => {
    card();
    fireEvent.click(await checkbox('Email'));
    save();
    await screen.findByText('Choose at least one way to hear from us');
  }, 20_000);

  it('asks the browser only when "this device" is ticked, then subscribes it and saves push', async () => {
    const registration = browserWithPush();
    card();
    const device = await checkbox('Notifications on this device');
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(device);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/push/subscriptions'))).toBe(true));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(registration.pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(calls.find((c) => c.url.endsWith('/push/subscriptions'))!.body).toMatchObject({ endpoint: ENDPOINT });
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Notifications on this device' }) as HTMLInputElement).checked).toBe(true));
    save();
    await screen.findByText('Saved: we will reach you this way.');
    expect(puts()).toEqual([{ channels: ['email', 'push'] }]);
  }, 20_000);

  it('a browser without push says so, and push stays off', async () => {
    card();
    fireEvent.click(await checkbox('Notifications on this device'));
    await screen.findByText('This browser cannot show notifications.');
    expect((await checkbox('Notifications on this device')).checked).toBe(false);
    expect(calls.some((c) => c.url.endsWith('/push/subscriptions'))).toBe(false);
  }, 20_000);
});
