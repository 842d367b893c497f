// The fix page of a rejected campaign (issue 44) as its organiser meets it: the reviewer's reason,
// every field of the wizard prefilled from what was sent, a value the wizard refuses stopped with
// the wizard's words before anything leaves, and only what changed sent back for review.
// Rendered in jsdom; the only peer is the API, answered here at fetch.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldLabel, stepSchema } from '#contract/create-campaign';
import { todayInEthiopia } from '#contract/dates';
import { firstMessage } from '#contract/zod-helpers';
import { m } from '#i18n/paraglide/messages.js';
import { Mantine } from '#web/ui/mantine';
import { FixCampaignPage } from '#web/app/FixCampaignPage';
import { mantineInJsdom } from '../support/jsdom-mantine';

beforeAll(mantineInJsdom);

const REASON = 'The TIN certificate cannot be read.';
const fixable = {
  id: 'c1',
  kind: 'business',
  status: 'REJECTED',
  reason: REASON,
  fields: {
    fullName: 'Hope Trust',
    contactEmail: 'contact@example.org',
    contactPhoneNumber: '0911234567',
    region: 'Addis Ababa',
    city: 'Addis Ababa',
    sector: 'TECHNOLOGY',
    category: 'STARTUP_FUNDING',
    tinNumber: '0012345678',
    licenseNumber: '778899',
    title: 'Clean water',
    description: 'Line one.',
    goalAmount: '15000.00',
    deadline: '2099-01-01',
    bankName: 'AWASH_BANK',
    holderName: 'Hope Trust',
    accountNumber: '1000123456789',
  },
  files: { tinCertificate: ['tin.pdf'], registrationLicense: ['licence.docx'], coverImage: ['m1'], otherImages: [] },
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let sent: [string, string][][] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? 'GET';
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
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <Mantine>
        <MemoryRouter initialEntries={['/campaign/c1/fix']}>
          <Routes>
            <Route path="/campaign/:id/fix" element={<FixCampaignPage />} />
          </Routes>
        </MemoryRouter>
      </Mantine>
    </QueryClientProvider>,
  );
}
const field = (name: 'tinNumber' | 'accountNumber') => screen.getByLabelText(new RegExp(`^${fieldLabel(name)}`)) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: m.fix_submit() }));

// Under a loaded machine the first render of the wizard's inputs takes seconds.
describe('fixing a rejected campaign', { timeout: 60_000 }, () => {
  it("shows the reviewer's reason and every field as it was sent", async () => {
    page();
    expect(await screen.findByText(REASON, {}, { timeout: 20_000 })).toBeTruthy();
    expect(field('tinNumber').value).toBe('0012345678');
    expect(field('accountNumber').value).toBe('1000123456789');
    expect(screen.getByText(new RegExp('tin\\.pdf'))).toBeTruthy();
  });

  it("stops a value the wizard refuses with the wizard's words, and sends nothing", async () => {
    page();
    await screen.findByText(REASON, {}, { timeout: 20_000 });
    fireEvent.change(field('tinNumber'), { target: { value: 'A' } });
    fireEvent.change(field('tinNumber'), { target: { value: '' } });
    submit();
    const wizard = firstMessage(stepSchema('business', 2, { today: todayInEthiopia() }).safeParse({ tinNumber: '', licenseNumber: '778899' }))!;
    expect(await screen.findByText(wizard)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends only what changed, then says it is back with the reviewers', async () => {
    page();
    await screen.findByText(REASON, {}, { timeout: 20_000 });
    fireEvent.change(field('tinNumber'), { target: { value: 'AA/14038/2024' } });
    submit();
    expect(await screen.findByText(m.fix_sent_title(), {}, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(sent).toEqual([[['tinNumber', 'AA/14038/2024']]]));
  });
});
