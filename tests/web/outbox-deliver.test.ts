import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withBackoff } from '#web/lib/outbox/backoff';
import { deliverQueue } from '#web/lib/outbox/deliver';
import { createDraft, draftsDb, getDraft, markWaiting } from '#web/lib/outbox/drafts';
import { sendDraft } from '#web/lib/outbox/send';

const OWNER = 'owner-1';

/** Stands in for the server and the network: `answer` decides each request by the draft's title. */
function network(answer: (title: string) => Response | 'offline') {
  const sent: { title: string; key: string | null }[] = [];
  const doFetch = (async (_url: string, init: RequestInit) => {
    const title = String((init.body as FormData).get('title'));
    const a = answer(title);
    if (a === 'offline') throw new TypeError('Failed to fetch');
    sent.push({ title, key: new Headers(init.headers).get('Idempotency-Key') });
    return a;
  }) as unknown as typeof fetch;
  return { sent, doFetch };
}

const created = (title: string) => Response.json({ data: { id: `campaign-${title}` } }, { status: 201 });

/** Queues three submissions in this order. */
async function queueThree() {
  const drafts = [];
  for (const title of ['First', 'Second', 'Third']) {
    const d = await createDraft(OWNER, 'charity', { fields: { title } });
    await markWaiting(d.id, OWNER, 'token');
    drafts.push(d);
  }
  return drafts;
}

const pass = (doFetch: typeof fetch) => deliverQueue({ ownerId: OWNER, send: (d) => sendDraft(d, d.token, doFetch) });

beforeEach(async () => {
  await draftsDb.drafts.clear();
});

describe('the outbox delivery loop', () => {
  it('sends queued submissions in the order they were queued, each once with its own Idempotency-Key', async () => {
    const [a, b, c] = await queueThree();
    const net = network(created);
    const done = await pass(net.doFetch);
    expect(net.sent).toEqual([
      { title: 'First', key: a.idempotencyKey },
      { title: 'Second', key: b.idempotencyKey },
      { title: 'Third', key: c.idempotencyKey },
    ]);
    expect(done).toEqual({ created: ['campaign-First', 'campaign-Second', 'campaign-Third'], refused: [], unreachable: false });
    expect(await pass(net.doFetch)).toEqual({ created: [], refused: [], unreachable: false });
    expect(net.sent).toHaveLength(3);
  });

  it('stops at the first submission the network drops, keeps them all queued, and sends each once when it is back', async () => {
    const [a, b, c] = await queueThree();
    let online = false;
    const net = network((title) => (online ? created(title) : 'offline'));
    expect(await pass(net.doFetch)).toEqual({ created: [], refused: [], unreachable: true });
    for (const d of [a, b, c]) expect((await getDraft(d.id, OWNER))!.status).toBe('waiting');

    online = true;
    expect((await pass(net.doFetch)).created).toEqual(['campaign-First', 'campaign-Second', 'campaign-Third']);
    expect(net.sent.map((s) => s.key)).toEqual([a.idempotencyKey, b.idempotencyKey, c.idempotencyKey]);
    for (const d of [a, b, c]) expect(await getDraft(d.id, OWNER)).toBeUndefined();
  });

  it('takes a submission the server refuses (a 4xx) out of the queue with its message, and goes on with the rest', async () => {
    const [, refused] = await queueThree();
    const net = network((title) =>
      title === 'Second' ? Response.json({ message: 'Deadline must be at least 3 days from today', field: 'deadline' }, { status: 400 }) : created(title),
    );
    const done = await pass(net.doFetch);
    expect(done.created).toEqual(['campaign-First', 'campaign-Third']);
    expect(done.refused).toEqual([{ id: refused.id, message: 'Deadline must be at least 3 days from today', field: 'deadline' }]);
    const back = (await getDraft(refused.id, OWNER))!;
    expect([back.status, back.error, back.errorField]).toEqual(['error', 'Deadline must be at least 3 days from today', 'deadline']);
    // Not sent again: the organiser fixes it and submits it anew.
    await pass(net.doFetch);
    expect(net.sent.map((s) => s.title)).toEqual(['First', 'Second', 'Third']);
  });
});

describe('trying again while the network keeps failing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits longer after each failure, tries at once when asked, and stops once nothing waits', async () => {
    const tries: number[] = [];
    let failing = true;
    const kick = withBackoff(async () => {
      tries.push(Date.now());
      return failing;
    }, [1_000, 4_000]);
    const start = Date.now();
    await kick();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(4_000);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(tries.map((t) => t - start)).toEqual([0, 1_000, 5_000, 9_000]);

    // `online`: at once, and the waits start over.
    await kick();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tries).toHaveLength(6);

    failing = false;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(tries).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tries).toHaveLength(7);
  });
});
