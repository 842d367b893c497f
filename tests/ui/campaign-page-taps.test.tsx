// A donor's taps on the campaign page (issue 43): a card's "Donate now" opens the campaign with its
// donation form; Back closes the form (and any dialog) instead of leaving the page, and closing it
// by Escape takes its history entry off again; the page answers a donor's questions in order; one
// picture has no carousel controls; the install card shows only on a success; and the page the
// server renders hydrates without a mismatch. Rendered in jsdom under the browser's own history
// (BrowserRouter); the only peer is the API, answered here at fetch.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Campaign, CampaignMedia } from '#contract/campaign';
import { CampaignCard } from '#web/features/campaigns/CampaignCard';
import { CampaignRoute } from '#web/features/campaigns/CampaignDetailPage';
import { campaignQuery } from '#web/features/campaigns/queries';
import { InstallSlot } from '#web/app/pwa/InstallSlot';
import { useInstallMoment } from '#web/lib/install-moment';
import { mantineInJsdom } from '../support/jsdom-mantine';

beforeAll(async () => {
  mantineInJsdom();
  // The dialogs' code loads on first use; transformed once here, so no test waits for it on a busy machine.
  await Promise.all([import('#web/ui/mantine'), import('#web/features/donations'), import('#web/features/campaigns/ShareModal')]);
}, 60_000);

const ID = 'c0ffee00-0000-4000-8000-000000000043';
const picture = (n: number): CampaignMedia => ({ id: `m${n}`, url: `/media/p${n}.webp`, srcSet: null, imageType: n === 1 ? 'COVER_IMAGE' : 'SUPPORTING_IMAGE' });
const campaign = (over: Partial<Campaign> = {}): Campaign =>
  ({
    id: ID,
    title: 'Water for Lalibela',
    description: 'The story: a well for the school.',
    deadline: '2099-01-31',
    goalAmount: 10000,
    raisedAmount: 2500,
    createdAt: '2026-11-01T00:00:00.000Z',
    category: 'COMMUNITY',
    status: 'ACTIVE',
    type: 'CHARITY',
    campaignMedia: [picture(1), picture(2)],
    businessId: null,
    charityId: 'ch1',
    charity: {
      id: 'ch1',
      fullName: 'Lalibela School',
      isOrganization: true,
      sector: null,
      website: null,
      region: 'Amhara',
      city: 'Lalibela',
      relativeLocation: null,
      publicEmail: null,
      publicPhoneNumber: null,
    },
    business: null,
    user: { id: 'u1', firstName: 'Abebe', lastName: 'Kebede', profilePicture: null },
    treasurers: [],
    _count: { Donation: 3 },
    reviewedAt: null,
    relation: 'ORGANISATION',
    recipientName: null,
    ...over,
  }) as Campaign;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const meta = (total: number) => ({ total, page: 1, limit: 10, totalPages: 1 });
beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/donation/options')) return json({ data: { feePercent: 5, requiredFields: [] } });
    if (url.includes(`/donation/${ID}`)) {
      return json({ data: [{ id: 'd1', donorFirstName: 'Meron', donorLastName: 'Haile', isAnonymous: false, amount: 500, createdAt: '2026-11-20T00:00:00.000Z' }] });
    }
    if (url.includes('/updates')) return json({ data: [{ id: 'u1', text: 'The digging has begun.', createdAt: '2026-11-21T00:00:00.000Z' }], meta: meta(1) });
    if (url.includes('/words')) return json({ data: [{ id: 'w1', name: 'Meron H.', amount: 500, message: 'Keep going!', createdAt: '2026-11-20T00:00:00.000Z' }], meta: meta(1) });
    return json({ message: 'not in this test', code: 'NOT_FOUND' }, 404);
  });
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function client(c: Campaign) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(campaignQuery(ID).queryKey, c);
  return queryClient;
}

/** Where the router is: its path and query. */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{pathname + search}</output>;
}

/** The list (one card) and the campaign page, under the browser's history. */
function app(c: Campaign, start: string) {
  window.history.replaceState(null, '', start);
  return render(
    <QueryClientProvider client={client(c)}>
      <BrowserRouter>
        <Routes>
          <Route path="/campaigns" element={<CampaignCard campaign={c} />} />
          <Route path="/campaign/:id" element={<CampaignRoute />} />
        </Routes>
        <Where />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

const form = () => screen.findByRole('dialog', {}, { timeout: 10_000 });
const formGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
const where = () => screen.getByLabelText('where').textContent;
const back = () => act(() => window.history.back());

// The dialogs' code (and Mantine's) loads on first use: seconds on a busy machine.
describe('the donation form and Back', { timeout: 30_000 }, () => {
  it('Back closes the donation form and the page stays; Back again leaves it', async () => {
    app(campaign(), '/campaigns');
    fireEvent.click(screen.getByRole('link', { name: 'Donate now' }));
    // The card opened the campaign with its form open; the address no longer asks for the form.
    expect(await form()).toBeTruthy();
    await screen.findByLabelText(/^Amount \(Br\)/, {}, { timeout: 5000 });
    expect(window.location.pathname + window.location.search).toBe(`/campaign/${ID}`);
    await back();
    await formGone();
    expect(screen.getByRole('heading', { level: 1, name: 'Water for Lalibela' })).toBeTruthy();
    expect(window.location.pathname).toBe(`/campaign/${ID}`);
    await back();
    await waitFor(() => expect(where()).toBe('/campaigns'));
  });

  it('Escape closes the form and takes its history entry off: Back then leaves the page', async () => {
    app(campaign(), '/campaigns');
    fireEvent.click(screen.getByRole('link', { name: 'Donate now' }));
    await waitFor(() => expect(where()).toMatch(`/campaign/${ID}`));
    const page = window.history.length;
    // Opened again from the page's own button: one more entry, the form's.
    await form();
    await back();
    await formGone();
    fireEvent.click(screen.getAllByRole('button', { name: 'Donate now' })[0]);
    const dialog = await form();
    expect(window.history.length).toBe(page);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await formGone();
    // Back from here is the page's own entry's Back: to the list, not to the form.
    await waitFor(() => expect((window.history.state as { birrDialog?: string } | null)?.birrDialog).toBeUndefined());
    await back();
    await waitFor(() => expect(where()).toBe('/campaigns'));
  });

  it('Back closes the share dialog the same way', async () => {
    app(campaign(), `/campaign/${ID}`);
    fireEvent.click(screen.getAllByRole('button', { name: 'Share' })[0]);
    await form();
    await back();
    await formGone();
    expect(window.location.pathname).toBe(`/campaign/${ID}`);
  });

  it('an ended campaign opened for giving shows the page without the form', async () => {
    app(campaign({ deadline: '2020-01-01', status: 'COMPLETED' }), `/campaign/${ID}?donate=1`);
    await screen.findByRole('heading', { level: 1, name: 'Water for Lalibela' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.search).toBe('');
  });
});

describe('the campaign page answers in order', { timeout: 30_000 }, () => {
  it('under the picture: the bar, raised of the goal, donations, days left, the latest gifts; then who and for whom, the story, updates, words', async () => {
    app(campaign(), `/campaign/${ID}`);
    await screen.findByText('Keep going!');
    await screen.findByText('The digging has begun.');
    const order = [
      (screen.getByRole('img', { name: 'Water for Lalibela' })),
      // The bar with its words ("2,500 Br raised of 10,000 Br", the percentage) above it.
      (screen.getByText(/raised of 10,000/)),
      (screen.getByRole('progressbar')),
      (screen.getByText('3 donations')),
      (screen.getByText(/days left/)),
      (screen.getByRole('heading', { name: 'Recent Donations' })),
      (screen.getByText(/is organizing this campaign for/)),
      (screen.getByText(/This campaign is for/)),
      (screen.getByText('The story: a well for the school.')),
      (screen.getByText('The digging has begun.')),
      (screen.getByText('Keep going!')),
    ];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING, `${order[i - 1].textContent} before ${order[i].textContent}`).toBeTruthy();
    }
  });

  it('one picture has no carousel controls; two have them', async () => {
    const one = app(campaign({ campaignMedia: [picture(1)] }), `/campaign/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Water for Lalibela' });
    expect(screen.queryByRole('button', { name: /next image/i })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    one.unmount();
    app(campaign(), `/campaign/${ID}`);
    expect(screen.getByRole('button', { name: /next image/i })).toBeTruthy();
  });

  it('the server’s page hydrates without a mismatch', async () => {
    const c = campaign();
    const page = (router: (children: ReactNode) => ReactNode) => (
      <QueryClientProvider client={client(c)}>{router(<Routes><Route path="/campaign/:id" element={<CampaignRoute />} /></Routes>)}</QueryClientProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    const rendered = (children: ReactNode) => <MemoryRouter initialEntries={[`/campaign/${ID}`]}>{children}</MemoryRouter>;
    container.innerHTML = renderToString(page(rendered));
    expect(container.textContent).toContain('Recent Donations');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(rendered), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    container.remove();
  });
});

describe('the install card', { timeout: 30_000 }, () => {
  it('shows only while a success is on screen, never elsewhere', async () => {
    function Page() {
      const [success, setSuccess] = useState(false);
      useInstallMoment(success);
      return (
        <>
          <button onClick={() => setSuccess((s) => !s)}>{success ? 'leave' : 'succeed'}</button>
          <InstallSlot />
        </>
      );
    }
    render(<Page />);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('region', { name: /install/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    await screen.findByRole('region', { name: /install/i }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /install/i })).toBeNull());
  });
});

describe('a press', () => {
  it('shows at once, before the app’s code is here: the boot script marks the pressed button until the finger lifts', async () => {
    const { default: bootScript } = await import('virtual:boot-script');
    new Function(`(${bootScript})(${JSON.stringify({ entry: '/assets/index-1.js', chunks: [], perTask: 2, warmCss: null })})`)();
    document.body.innerHTML = '<a href="/campaign/x" class="card"><span>Donate now</span></a><button disabled>Sent</button>';
    const press = (type: string, target: Element) => target.dispatchEvent(new MouseEvent(type, { bubbles: true, button: 0 }));
    const link = document.querySelector('a')!;
    press('pointerdown', link.querySelector('span')!);
    expect(link.hasAttribute('data-pressed')).toBe(true);
    press('pointerup', link);
    expect(link.hasAttribute('data-pressed')).toBe(false);
    // A button that cannot be pressed does not look pressed.
    press('pointerdown', document.querySelector('button')!);
    expect(document.querySelector('button')!.hasAttribute('data-pressed')).toBe(false);
  });
});
