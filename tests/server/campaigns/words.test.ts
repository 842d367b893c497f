import { beforeAll, describe, expect, it } from 'vitest';
import { donations } from '#server/db/schema';
import { createCampaign } from '#tests/support/fixtures';
import { call, organiserId, payViaSandbox, statuses, t, tok, useLiveCampaign } from '#tests/support/live-campaign';

// Words of support over HTTP: left with a donation, shown once it is verified, hidden by the
// organiser or removed by a reviewer — and who may call each route.

useLiveCampaign();

describe('words of support', () => {
  let wordsCampaign: string;
  beforeAll(async () => {
    wordsCampaign = (await createCampaign(t.db, { userId: organiserId, title: 'Words campaign' })).id;
  });

  it('appear with name (or Anonymous) and amount only once the donation is verified', async () => {
    const named = await payViaSandbox(wordsCampaign, { message: 'Stay strong, Liya!', amount: 300 });
    const anon = await payViaSandbox(wordsCampaign, { message: 'From a neighbour', isAnonymous: true, amount: 100 });
    await payViaSandbox(wordsCampaign, { message: 'Never paid' });
    expect((await call('GET', `/api/campaign/${wordsCampaign}/words`)).json().data).toEqual([]);
    await named.pay();
    await anon.pay();
    const res = (await call('GET', `/api/campaign/${wordsCampaign}/words`)).json();
    expect(res.data.map((w: { name: string; amount: number; message: string }) => [w.name, w.amount, w.message])).toEqual([
      ['Anonymous', 100, 'From a neighbour'],
      ['Almaz Worku', 300, 'Stay strong, Liya!'],
    ]);
    expect(res.meta.total).toBe(2);
    expect(JSON.stringify(res)).not.toContain('almaz@example.com');
  });

  it('refuses a message over 500 characters before any checkout starts', async () => {
    const res = await call('POST', `/api/donation/guest/${wordsCampaign}`, undefined, {
      donorFirstName: 'A', donorLastName: 'B', email: 'a@example.com', amount: 10, message: 'x'.repeat(501),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Words of support must be at most 500 characters');
  });

  it('the organiser (only) can hide one; a reviewer (only) can remove one', async () => {
    const words = (await call('GET', `/api/campaign/${wordsCampaign}/words`)).json().data as { id: string }[];
    const [first, second] = words;
    const hide = await statuses('PATCH', () => `/api/campaign/${wordsCampaign}/words/${first.id}`, () => ({ hidden: true }));
    expect(hide).toEqual({ guest: 401, donor: 403, organiser: 200, other: 403, reviewer: 403 });
    const afterHide = (await call('GET', `/api/campaign/${wordsCampaign}/words`)).json().data;
    expect(afterHide.map((w: { id: string }) => w.id)).toEqual([second.id]);
    const remove = await statuses('DELETE', (who) => (who === 'reviewer' ? `/api/review/words/${second.id}` : `/api/review/words/${second.id}`));
    expect(remove).toEqual({ guest: 401, donor: 403, organiser: 403, other: 403, reviewer: 204 });
    expect((await call('GET', `/api/campaign/${wordsCampaign}/words`)).json().data).toEqual([]);
    // Removed is for good: the organiser cannot bring it back by un-hiding.
    expect((await call('PATCH', `/api/campaign/${wordsCampaign}/words/${second.id}`, tok.organiser, { hidden: false })).statusCode).toBe(404);
  });
});

it('a donation row keeps its words even when removed (for the record), never shown again', async () => {
  const rows = await t.db.select().from(donations);
  expect(rows.some((r) => r.messageRemovedAt !== null && r.message)).toBe(true);
});
