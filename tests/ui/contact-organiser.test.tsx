// "Contact the organiser" on the campaign page (issue 42 item 6): the form checks what it can
// before sending (a link, a missing reply address), sends one write per intent with its
// Idempotency-Key, and shows the server's answer or refusal in the page's language.
// Rendered in jsdom; the only peer is the API, answered here at fetch.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Mantine } from '#web/ui/mantine';
import { ContactOrganiserModal } from '#web/features/campaigns/ContactOrganiserModal';
import { mantineInJsdom } from '../support/jsdom-mantine';

beforeAll(mantineInJsdom);

const CAMPAIGN = '4b1f0c1e-8d3c-4b8a-9f59-0c1e8d3c4b8a';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let calls: { method: string; url: string; body?: unknown; key: string | null }[] = [];
let answers: Response[] = [];
beforeEach(() => {
  calls = [];
  answers = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const key = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get('idempotency-key');
    calls.push({ method, url, key, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    return answers.shift() ?? json({ message: 'not expected in this test', code: 'NOT_FOUND' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function modal() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <Mantine>
        <ContactOrganiserModal opened onClose={() => {}} campaignId={CAMPAIGN} title="Water for Lalibela" />
      </Mantine>
    </QueryClientProvider>,
  );
}
const seen = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 15_000 });
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('Contact the organiser', () => {
  it('refuses a link and a missing reply address before sending anything', async () => {
    modal();
    await seen(/without showing you the organiser's address/);
    type(/^Your name/, 'Selam');
    type(/^Message/, 'Please give through https://elsewhere.example instead');
    type(/^Your email or phone number/, 'selam@example.com');
    send();
    await seen('Please leave links out of the message.');
    type(/^Message/, 'Is the well in town?');
    type(/^Your email or phone number/, '');
    send();
    await seen('Please give an email or a phone number the organiser can reply to.');
    expect(calls).toEqual([]);
  }, 60_000);

  it('sends the name, the reply address as email or phone, and the message, once, and shows the answer', async () => {
    modal();
    answers.push(json({ data: { id: 'x', createdAt: '2026-11-27T00:00:00.000Z' }, message: 'Your message is on its way to the organiser. They can reply to the address you gave.' }, 201));
    type(/^Your name/, 'Abebe');
    type(/^Your email or phone number/, '0911 55 66 77');
    type(/^Message/, 'How can I help?');
    send();
    await seen('Your message is on its way to the organiser. They can reply to the address you gave.');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'Abebe', phoneNumber: '0911 55 66 77', message: 'How can I help?' } });
    expect(calls[0].url).toContain(`/api/campaign/${CAMPAIGN}/contact`);
    expect(calls[0].key).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);

  it('shows the server\'s refusal', async () => {
    modal();
    answers.push(json({ message: 'You have sent several messages already. Please try again later.', code: 'RATE_LIMITED' }, 429));
    type(/^Your name/, 'Abebe');
    type(/^Your email or phone number/, 'abebe@example.com');
    type(/^Message/, 'Hello');
    send();
    await seen('You have sent several messages already. Please try again later.');
    expect(calls[0].body).toEqual({ name: 'Abebe', email: 'abebe@example.com', message: 'Hello' });
  }, 60_000);
});
