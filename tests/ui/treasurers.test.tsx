// Treasurers (issue 42) as people meet them: the organiser's Treasurers section (invite by email
// or phone, states, remove only while allowed, the server's refusal under the field) and a
// treasurer's list in the profile (balance, a withdrawal waiting for them, approve, refuse with a
// reason the contract checks first). Rendered in jsdom; the only peer is the API, answered at fetch.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TreasurerCampaign, TreasurerList } from '#contract/treasurers';
import { Mantine } from '#web/ui/mantine';
import { TreasurerCampaigns } from '#web/features/payouts';
import { TreasurersSection } from '#web/features/payouts/TreasurersSection';
import { mantineInJsdom } from '../support/jsdom-mantine';

beforeAll(mantineInJsdom);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Call = { method: string; url: string; body?: Record<string, unknown> };
let calls: Call[] = [];
let answer: (c: Call) => Response;
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const call = { method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    return answer(call);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const draw = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <Mantine>
        <MemoryRouter>{ui}</MemoryRouter>
      </Mantine>
    </QueryClientProvider>,
  );
const seen = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 5000 });
const posts = () => calls.filter((c) => c.method === 'POST');

const CAMPAIGN = 'c0000000-0000-4000-8000-000000000001';
const roster = (removable: boolean): TreasurerList => ({
  removable,
  data: [
    { id: 't1', state: 'ACTIVE', name: 'Hanna G.', invitedAs: 'hanna@example.com', invitedAt: '2026-11-20T09:00:00Z', acceptedAt: '2026-11-21T09:00:00Z' },
    { id: 't2', state: 'INVITED', name: null, invitedAs: '+251911223344', invitedAt: '2026-11-22T09:00:00Z', acceptedAt: null },
  ],
});

describe('the organiser’s Treasurers section', { timeout: 30_000 }, () => {
  it('lists who accepted and who is invited, and invites a phone number as a phone number', async () => {
    answer = (c) =>
      c.method === 'POST'
        ? json({ data: { id: 't3', state: 'INVITED', name: null, invitedAs: '+251922334455', invitedAt: '2026-11-23T09:00:00Z', acceptedAt: null }, message: 'Invitation sent to +251922334455' }, 201)
        : json(roster(true));
    draw(<TreasurersSection campaignId={CAMPAIGN} />);
    expect(await seen('Hanna G.')).toBeTruthy();
    expect(screen.getByText('Treasurer')).toBeTruthy();
    expect(screen.getByText('Invitation sent')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Email or phone number'), { target: { value: '0922 33 44 55' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0].url).toContain(`/api/campaign/${CAMPAIGN}/treasurers`);
    expect(posts()[0].body).toEqual({ phoneNumber: '0922 33 44 55' });
  });

  it('keeps a treasurer once donations came (only the invitation can go), and shows a refusal under the field', async () => {
    answer = (c) =>
      c.method === 'POST'
        ? json({ message: 'This person is already invited or a treasurer of this campaign', code: 'CONFLICT' }, 409)
        : json(roster(false));
    draw(<TreasurersSection campaignId={CAMPAIGN} />);
    expect(await seen('Hanna G.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
    expect(screen.getByText(/Treasurers stay once the campaign has a verified donation/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email or phone number'), { target: { value: 'hanna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await seen('This person is already invited or a treasurer of this campaign')).toBeTruthy();
    expect(posts()[0].body).toEqual({ email: 'hanna@example.com' });
  });
});

const entry = (decided: boolean): TreasurerCampaign => ({
  campaign: { id: CAMPAIGN, title: 'Clinic for Almaz', status: 'ACTIVE' },
  treasurerId: 'me',
  balance: { raised: 1000, fees: 50, paidOut: 0, inFlight: 400, available: 550, currency: 'ETB' },
  withdrawals: [
    {
      id: 'w0000000-0000-4000-8000-000000000001',
      campaignId: CAMPAIGN,
      amount: 400,
      status: 'AWAITING_TREASURERS',
      createdAt: '2026-11-24T09:00:00Z',
      bank: { bankName: 'COMMERCIAL_BANK_OF_ETHIOPIA', holderName: 'Almaz Bekele', accountNumberMasked: '•••• 6789' },
      treasurers: {
        needed: 2,
        approvals: 1,
        decisions: [
          { treasurerId: 'other', name: 'Abel T.', approve: true, at: '2026-11-24T10:00:00Z' },
          ...(decided ? [{ treasurerId: 'me', name: 'Hanna G.', approve: true, at: '2026-11-24T11:00:00Z' }] : []),
        ],
      },
    },
  ],
});

describe('a treasurer’s campaigns in the profile', { timeout: 30_000 }, () => {
  it('shows the balance and a withdrawal waiting for them, and approves it', async () => {
    answer = (c) => (c.method === 'POST' ? json({ data: entry(true).withdrawals[0], message: 'Your decision is recorded' }) : json({ data: [entry(false)] }));
    draw(<TreasurerCampaigns />);
    expect(await seen('Campaigns where you are treasurer')).toBeTruthy();
    expect(screen.getByText('Clinic for Almaz')).toBeTruthy();
    expect(screen.getByText(/Available to withdraw: 550/)).toBeTruthy();
    expect(screen.getByText('Waiting for your decision')).toBeTruthy();
    expect(screen.getByText('Treasurers: 1 of 2 approvals needed')).toBeTruthy();
    expect(screen.getByText(/Abel T\. approved/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0].url).toContain('/api/withdrawals/w0000000-0000-4000-8000-000000000001/treasurer-decision');
    expect(posts()[0].body).toEqual({ approve: true });
  });

  it('asks for a reason before refusing, and sends it', async () => {
    answer = (c) => (c.method === 'POST' ? json({ data: { ...entry(false).withdrawals[0], status: 'REJECTED' }, message: 'Withdrawal refused: the organiser is told why' }) : json({ data: [entry(false)] }));
    draw(<TreasurerCampaigns />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse' }, { timeout: 5000 }));
    const confirm = await screen.findByRole('button', { name: 'Refuse this withdrawal' }, { timeout: 5000 });
    fireEvent.click(confirm);
    expect(await seen('Say why you refuse this withdrawal')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'The bill is 150 Br' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0].body).toEqual({ approve: false, reason: 'The bill is 150 Br' });
  });

  it('shows no buttons once they decided, and nothing at all for someone who is nobody’s treasurer', async () => {
    answer = () => json({ data: [entry(true)] });
    draw(<TreasurerCampaigns />);
    expect(await seen(/Hanna G\. approved/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    cleanup();
    answer = () => json({ data: [] });
    draw(<TreasurerCampaigns />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(1));
    expect(screen.queryByText('Campaigns where you are treasurer')).toBeNull();
  });
});
