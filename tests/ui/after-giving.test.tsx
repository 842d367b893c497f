// After giving (issue 43): the thank-you page invites sharing with the donor's own words and says
// a receipt was emailed only when one was; the history links each gift to its campaign and
// receipt and offers to finish or remove a payment never finished. Rendered in jsdom.
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DonationReceipt } from '#contract/donation';
import type { MyDonation } from '#contract/user';
import { ThankYouPage } from '#web/features/donations/ThankYouPage';
import { DonationHistoryTab } from '#web/features/profile/DonationHistoryTab';
import { Mantine } from '#web/ui/mantine';
import { mantineInJsdom } from '../support/jsdom-mantine';

const CAMPAIGN = '0c000000-0000-4000-8000-00000000043a';
const TX = 'birr-0123456789abcdef01234567';

beforeAll(() => mantineInJsdom());
afterEach(cleanup);

const receipt = (over: Partial<DonationReceipt['data']> = {}): DonationReceipt['data'] => ({
  txRef: TX,
  status: 'VERIFIED',
  amount: 1250,
  fee: 62.5,
  toCampaign: 1187.5,
  feeCovered: false,
  currency: 'ETB',
  isAnonymous: false,
  createdAt: '2026-11-27T07:00:00.000Z',
  verifiedAt: '2026-11-27T07:01:00.000Z',
  campaign: { id: CAMPAIGN, title: 'Clinic in Hawassa' },
  receiptPath: '/api/donation/receipt/abc',
  receiptEmailed: false,
  words: 'Get well soon, Hawassa',
  ...over,
});

function page(children: ReactNode, seed?: (q: QueryClient) => void, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, refetchInterval: false } } });
  seed?.(client);
  return render(
    <QueryClientProvider client={client}>
      <Mantine>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </Mantine>
    </QueryClientProvider>,
  );
}
const thankYou = (r: DonationReceipt['data']) =>
  page(<ThankYouPage />, (q) => q.setQueryData(['donation-receipt', TX], r), `/donation/thank-you?tx_ref=${TX}`);
const href = async (name: string) => decodeURIComponent((await screen.findByRole('link', { name }, { timeout: 10_000 })).getAttribute('href')!);

describe('the thank-you page', { timeout: 60_000 }, () => {
  it('invites sharing the campaign with the donor’s own words, each way with its ?ref=', async () => {
    thankYou(receipt());
    await screen.findByRole('heading', { name: 'Thank you for your donation!' }, { timeout: 10_000 });
    expect(screen.getAllByText('1,250.00 Br').length).toBeGreaterThan(0);
    const telegram = await href('Share on Telegram');
    expect(telegram).toContain(`/campaign/${CAMPAIGN}?ref=telegram`);
    expect(telegram).toContain('"Get well soon, Hawassa"');
    expect(await href('Share on WhatsApp')).toContain(`/campaign/${CAMPAIGN}?ref=whatsapp`);
    expect(await href('Share on SMS')).toContain(`/campaign/${CAMPAIGN}?ref=sms`);
    expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toContain('Get well soon, Hawassa');
    expect(screen.getByRole('button', { name: 'Copy message and link' })).toBeTruthy();
  });

  it('says the receipt was emailed only when it was', async () => {
    thankYou(receipt({ receiptEmailed: false }));
    expect(await screen.findByRole('link', { name: 'Printable receipt' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/also sent to your email/)).toBeNull();
    cleanup();
    thankYou(receipt({ receiptEmailed: true }));
    expect(await screen.findByRole('link', { name: 'Printable receipt (also sent to your email)' }, { timeout: 10_000 })).toBeTruthy();
  });
});

const gift = (over: Partial<MyDonation>): MyDonation => ({
  id: '0d000000-0000-4000-8000-000000000001',
  amount: 1250,
  paymentStatus: 'VERIFIED',
  txRef: TX,
  createdAt: '2026-11-27T07:00:00.000Z',
  campaign: { id: CAMPAIGN, title: 'Clinic in Hawassa' },
  receiptPath: '/api/donation/receipt/abc',
  ...over,
});

describe('the donation history', { timeout: 60_000 }, () => {
  it('links each gift to its campaign and receipt, and offers to finish or remove an unfinished one', async () => {
    page(
      <DonationHistoryTab
        donations={[
          gift({ paidAbroad: { currency: 'USD', amount: 9.05, rate: '138.1215', rateDate: '2026-11-27', rateSource: 'provider' } }),
          gift({ id: '0d000000-0000-4000-8000-000000000002', paymentStatus: 'PENDING', amount: 300, txRef: 'birr-pending000000', receiptPath: null }),
        ]}
      />,
    );
    const campaignLinks = await screen.findAllByRole('link', { name: 'Clinic in Hawassa' }, { timeout: 10_000 });
    expect(campaignLinks.map((a) => a.getAttribute('href'))).toEqual([`/campaign/${CAMPAIGN}`, `/campaign/${CAMPAIGN}`]);
    expect(screen.getAllByRole('link', { name: 'Receipt' }).map((a) => a.getAttribute('href'))).toEqual(['/api/donation/receipt/abc']);
    expect(screen.getByText(/^Donated: 1,250\.00 Br/)).toBeTruthy();
    expect(screen.getByText(/^Payment not finished: 300\.00 Br/)).toBeTruthy();
    expect(screen.getByText('Total donated: 1,250.00 Br')).toBeTruthy();
    // A gift paid from abroad says the dollars beside the Birr, as its receipt does; a Birr gift says nothing more.
    expect(screen.getAllByText(/^Paid: /).map((p) => p.textContent)).toEqual(['Paid: 9.05 USD at 1 USD = 138.1215 Br (27 Nov 2026)']);
    // Only the unfinished payment can be finished or removed.
    expect(screen.getAllByRole('button', { name: 'Finish payment' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
  });
});
