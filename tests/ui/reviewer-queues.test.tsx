// The reviewers' queues and their "type a reason, confirm" dialogs as a reviewer meets them: one
// page at a time with a pager, an empty queue that says so, a failure with a retry; a reason the
// contract refuses never leaves, a refused decision says why in the dialog. Rendered in jsdom.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RejectBody } from '#contract/review';
import { m } from '#i18n/paraglide/messages.js';
import { Mantine } from '#web/ui/mantine';
import { mantineInJsdom } from '../support/jsdom-mantine';
import { PaginatedList } from '#web/ui/PaginatedList';
import { ReasonModal } from '#web/ui/ReasonModal';

beforeAll(mantineInJsdom);

afterEach(cleanup);

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const draw = (queryClient: QueryClient, ui: ReactNode) =>
  render(
    <QueryClientProvider client={queryClient}>
      <Mantine>{ui}</Mantine>
    </QueryClientProvider>,
  );

/** A queue of `total` campaigns, 10 a page, as the API answers it; `fail` answers the first ask with an error. */
function queue(total: number, fail?: string) {
  let asked = 0;
  return (page: number) =>
    queryOptions({
      queryKey: ['review', total, page],
      queryFn: async () => {
        asked += 1;
        if (fail && asked === 1) throw new Error(fail);
        const data = Array.from({ length: total }, (_, i) => ({ id: String(i + 1), title: `Campaign ${i + 1}` })).slice((page - 1) * 10, page * 10);
        return { data, meta: { total, page, limit: 10, totalPages: Math.ceil(total / 10) } };
      },
    });
}

const list = (query: ReturnType<typeof queue>, title: string | ((total: number) => string) = 'Review campaigns') => (
  <PaginatedList
    query={query}
    row={(c) => <article key={c.id}>{c.title}</article>}
    order={1}
    title={title}
    count={(total) => `${total} pending`}
    texts={{ loading: 'Loading', failed: 'The queue could not be loaded', empty: 'Nothing to review.' }}
  />
);

describe('a reviewers’ queue', () => {
  it('shows its heading, the count and one page of rows; the pager turns the page', async () => {
    draw(client(), list(queue(25)));
    expect(screen.getByRole('heading', { name: 'Review campaigns' })).toBeTruthy();
    expect(await screen.findByText('Campaign 10')).toBeTruthy();
    expect(screen.getByText('25 pending')).toBeTruthy();
    expect(screen.queryByText('Campaign 11')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Campaign 11')).toBeTruthy();
    expect(screen.queryByText('Campaign 10')).toBeNull();
  });

  it('says so when it is empty, with no pager', async () => {
    draw(client(), list(queue(0)));
    expect(await screen.findByText('Nothing to review.')).toBeTruthy();
    expect(screen.getByText('0 pending')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '1' })).toBeNull();
  });

  it('shows a failure with the server’s words, and tries again when asked', async () => {
    draw(client(), list(queue(3, 'The service is busy')));
    expect(await screen.findByText('The service is busy')).toBeTruthy();
    expect(screen.getByText('The queue could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.reviewer_try_again() }));
    expect(await screen.findByText('Campaign 3')).toBeTruthy();
  });

  it('shows a heading that counts only once the count is known', async () => {
    draw(client(), list(queue(4), (total) => `Reported campaigns (${total})`));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Reported campaigns (4)' })).toBeTruthy();
  });
});

describe('the reason dialog', () => {
  function open(send: (reason: string) => Promise<{ message: string }>) {
    const queryClient = client();
    queryClient.setQueryData(['review', 1], { data: [], meta: { total: 0, page: 1, limit: 10, totalPages: 0 } });
    const closed: string[] = [];
    draw(
      queryClient,
      <ReasonModal
        opened
        onClose={() => closed.push('closed')}
        title="Reject campaign"
        schema={RejectBody}
        maxLength={1000}
        send={send}
        told={(r) => `${r.message}: Clean water`}
        refresh={['review']}
      >
        Tell the organiser why.
      </ReasonModal>,
    );
    return { queryClient, closed };
  }
  const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Reject campaign' }));
  const reason = () => screen.getByRole('textbox', { name: m.reviewer_reason() });

  it('sends nothing without a reason, and says one is needed', async () => {
    const sent: string[] = [];
    open(async (r) => (sent.push(r), { message: 'Campaign rejected' }));
    expect(screen.getByRole('dialog', { name: 'Reject campaign' })).toBeTruthy();
    confirm();
    expect(await screen.findByText(m.rv_reason_required())).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the reason as the contract reads it, closes, and refreshes the queue', async () => {
    const sent: string[] = [];
    const { queryClient, closed } = open(async (r) => (sent.push(r), { message: 'Campaign rejected' }));
    fireEvent.change(reason(), { target: { value: '  The cover does not show the patient.  ' } });
    confirm();
    await waitFor(() => expect(closed).toEqual(['closed']));
    expect(sent).toEqual(['The cover does not show the patient.']);
    expect(queryClient.getQueryState(['review', 1])?.isInvalidated).toBe(true);
  });

  it('keeps the dialog open with the server’s refusal under the reason', async () => {
    const { closed } = open(async () => {
      throw new Error('This campaign has already been decided');
    });
    fireEvent.change(reason(), { target: { value: 'Blurred documents' } });
    confirm();
    expect(await screen.findByText('This campaign has already been decided')).toBeTruthy();
    expect(closed).toEqual([]);
    expect((reason() as HTMLTextAreaElement).value).toBe('Blurred documents');
  });
});
