// Teams on the campaign page (issue 44): the leaderboard in the order the API gives (most raised
// first), each entry a link to its team page, hidden while there are none; "Start a team" while
// the campaign is open; and a team page's Donate sends the gift through the team.
// Rendered in jsdom; the only peer is the API, answered here at fetch.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '#contract/campaign';
import type { Team } from '#contract/teams';
import { CampaignTeams } from '#web/features/campaigns/CampaignTeams';
import { DonationModal } from '#web/features/donations/DonationModal';
import { Mantine } from '#web/ui/mantine';
import { mantineInJsdom } from '../support/jsdom-mantine';

beforeAll(mantineInJsdom);

const CAMPAIGN = 'c0ffee00-0000-4000-8000-000000000044';
const team = (name: string, slug: string, raised: number): Team => ({
  id: `t-${slug}`,
  campaignId: CAMPAIGN,
  slug,
  name,
  why: 'For the well',
  target: 1000,
  raised,
  donorCount: 1,
  photo: null,
  previewImage: null,
  userId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

let teams: Team[] = [];
let calls: { method: string; url: string; body?: Record<string, unknown> }[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push({ method: init?.method ?? 'GET', url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith(`/campaign/${CAMPAIGN}/teams`)) return json({ data: teams });
    if (url.endsWith('/donation/options')) return json({ data: { feePercent: 5, requiredFields: [] } });
    if (url.includes(`/donation/guest/${CAMPAIGN}`)) return json({ message: 'The payment service is busy', code: 'BAD_GATEWAY' }, 502);
    return json({ message: 'not expected in this test', code: 'NOT_FOUND' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const campaign = (over: Partial<Campaign> = {}) => ({ id: CAMPAIGN, title: 'Water for Lalibela', status: 'ACTIVE', deadline: '2099-01-01', ...over }) as Campaign;

function show(children: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/campaign/${CAMPAIGN}`]}>
        <Mantine>{children}</Mantine>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a campaign's teams", () => {
  it('lists them as the API orders them, each a link to its page, and offers a guest to sign in and start one', async () => {
    teams = [team('Leader', 'leader', 500), team('Runner up', 'runner-up', 100)];
    show(<CampaignTeams campaign={campaign()} />);
    await screen.findByRole('heading', { name: 'Teams raising for this campaign' }, { timeout: 5000 });
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.includes('/team/'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([`/campaign/${CAMPAIGN}/team/leader`, `/campaign/${CAMPAIGN}/team/runner-up`]);
    // Its rank, its name, then its own progress ("500.00 Br raised of 1,000.00 Br").
    expect(links[0].textContent).toMatch(/^1Leader500\.00\s?Br/);
    expect(links[1].textContent).toMatch(/^2Runner up100\.00\s?Br/);
    expect(screen.getByRole('link', { name: 'Sign in to start a team' }).getAttribute('href')).toBe('/auth/signin');
  });

  it('shows no leaderboard while there are none, and nothing at all on a closed campaign', async () => {
    teams = [];
    const open = show(<CampaignTeams campaign={campaign()} />);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/teams'))).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Teams raising for this campaign' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to start a team' })).toBeTruthy();
    open.unmount();
    const closed = show(<CampaignTeams campaign={campaign({ status: 'COMPLETED' })} />);
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/teams')).length).toBe(2));
    expect(closed.container.textContent).toBe('');
  });
});

describe("a team page's Donate", () => {
  it("sends the gift through the team, to the team's campaign", async () => {
    show(<DonationModal opened onClose={() => {}} campaignId={CAMPAIGN} campaignTitle="Water for Lalibela" teamId="t-leader" />);
    await screen.findByText(/service fee is deducted/, {}, { timeout: 5000 });
    const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(/^Amount \(Br\)/, '250');
    type(/^First name/, 'Meron');
    type(/^Last name/, 'Haile');
    fireEvent.click(screen.getByRole('button', { name: /^Donate/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.url).toContain(`/donation/guest/${CAMPAIGN}`);
    expect(sent.body).toMatchObject({ amount: 250, teamId: 't-leader' });
  });
});
