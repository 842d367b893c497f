import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  claimForSending,
  createDraft,
  deliverableDrafts,
  discardDraft,
  draftsDb,
  getDraft,
  listDrafts,
  markFailed,
  markSent,
  markWaiting,
  releaseToWaiting,
  saveDraft,
  SENDING_STALE_MS,
  sentReceipts,
} from '#web/lib/outbox/drafts';

const ALICE = 'user-alice';
const BOB = 'user-bob';

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' });

beforeEach(async () => {
  await draftsDb.drafts.clear();
});

describe('draft store', () => {
  it('gives every draft its own Idempotency-Key, fixed at creation', async () => {
    const a = await createDraft(ALICE, 'personal');
    const b = await createDraft(ALICE, 'personal');
    expect(a.idempotencyKey).not.toBe(b.idempotencyKey);
    await saveDraft(a.id, ALICE, { fields: { title: 'Changed' } });
    expect((await getDraft(a.id, ALICE))!.idempotencyKey).toBe(a.idempotencyKey);
  });

  it('brings back every field, the step and every file (name, type, bytes) after a round-trip', async () => {
    const draft = await createDraft(ALICE, 'charity');
    await saveDraft(draft.id, ALICE, {
      step: 3,
      fields: { fullName: 'Hope Org', title: 'Clean water', goalAmount: '25000' },
      files: {
        coverImage: [{ name: 'cover.png', type: 'image/png', size: 7, blob: png() }],
        otherImages: [
          { name: 'a.png', type: 'image/png', size: 7, blob: png() },
          { name: 'b.png', type: 'image/png', size: 7, blob: png() },
        ],
      },
    });
    // A new connection, as after a reload.
    draftsDb.close();
    await draftsDb.open();
    const back = (await getDraft(draft.id, ALICE))!;
    expect(back.step).toBe(3);
    expect(back.fields).toEqual({ fullName: 'Hope Org', title: 'Clean water', goalAmount: '25000' });
    expect(back.files.coverImage[0].name).toBe('cover.png');
    expect(back.files.otherImages.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    const bytes = new Uint8Array(await back.files.coverImage[0].blob.arrayBuffer());
    expect(Array.from(bytes)).toEqual([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect(back.files.coverImage[0].blob.type).toBe('image/png');
  });

  it('lists the unfinished drafts newest first, and discards one', async () => {
    const older = await createDraft(ALICE, 'business');
    const newer = await createDraft(ALICE, 'personal');
    await saveDraft(newer.id, ALICE, { fields: { title: 'Newest' } });
    expect((await listDrafts(ALICE)).map((d) => d.id)).toEqual([newer.id, older.id]);
    expect(await discardDraft(older.id, ALICE)).toBe(true);
    expect((await listDrafts(ALICE)).map((d) => d.id)).toEqual([newer.id]);
    expect(await getDraft(older.id, ALICE)).toBeUndefined();
  });

  it('keeps that order for changes made within the same millisecond', async () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 24, 9));
    try {
      const made = [];
      for (let i = 0; i < 8; i++) made.push(await createDraft(ALICE, 'personal', { fields: { title: `Draft ${i}` } }));
      await saveDraft(made[2].id, ALICE, { step: 2 });
      const expected = [made[2], ...made.filter((_, i) => i !== 2).reverse()].map((d) => d.fields.title);
      expect((await listDrafts(ALICE)).map((d) => d.fields.title)).toEqual(expected);
    } finally {
      clock.mockRestore();
    }
  });

  it("never shows, edits or discards another account's draft", async () => {
    const mine = await createDraft(ALICE, 'personal', { fields: { title: 'Alice only' } });
    await createDraft(BOB, 'business');
    expect((await listDrafts(BOB)).map((d) => d.kind)).toEqual(['business']);
    expect(await getDraft(mine.id, BOB)).toBeUndefined();
    expect(await saveDraft(mine.id, BOB, { fields: { title: 'Hijacked' } })).toBe(false);
    expect(await discardDraft(mine.id, BOB)).toBe(false);
    expect((await getDraft(mine.id, ALICE))!.fields.title).toBe('Alice only');
  });
});

describe('waiting-to-send queue', () => {
  it('keeps a draft submitted offline as waiting, with the token, for its owner only', async () => {
    const draft = await createDraft(ALICE, 'personal');
    await markWaiting(draft.id, ALICE, 'access-token');
    const waiting = await deliverableDrafts(ALICE);
    expect(waiting.map((d) => [d.id, d.status, d.token])).toEqual([[draft.id, 'waiting', 'access-token']]);
    expect(await deliverableDrafts(BOB)).toEqual([]);
    // A waiting draft is not edited under its sender.
    expect(await saveDraft(draft.id, ALICE, { fields: { title: 'late edit' } })).toBe(false);
  });

  it('lets exactly one of several concurrent senders claim a waiting draft', async () => {
    const draft = await createDraft(ALICE, 'personal');
    await markWaiting(draft.id, ALICE);
    const claims = await Promise.all([claimForSending(draft.id), claimForSending(draft.id), claimForSending(draft.id)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await deliverableDrafts(ALICE)).toEqual([]);
  });

  it('hands a send whose sender went silent to the next sender', async () => {
    const draft = await createDraft(ALICE, 'personal');
    await markWaiting(draft.id, ALICE);
    const t0 = Date.now();
    expect(await claimForSending(draft.id, t0)).toBeDefined();
    expect(await claimForSending(draft.id, t0 + 1000)).toBeUndefined();
    expect(await claimForSending(draft.id, t0 + SENDING_STALE_MS + 1)).toBeDefined();
  });

  it('puts a send that got no answer back in the queue', async () => {
    const draft = await createDraft(ALICE, 'personal');
    await markWaiting(draft.id, ALICE);
    await claimForSending(draft.id);
    await releaseToWaiting(draft.id);
    expect((await deliverableDrafts(ALICE)).map((d) => d.id)).toEqual([draft.id]);
  });

  it("keeps a refused draft with the server's message, editable again", async () => {
    const draft = await createDraft(ALICE, 'personal', { fields: { title: 'x' } });
    await markWaiting(draft.id, ALICE);
    await claimForSending(draft.id);
    await markFailed(draft.id, 'Deadline must be at least 3 days from today');
    const back = (await getDraft(draft.id, ALICE))!;
    expect([back.status, back.error]).toEqual(['error', 'Deadline must be at least 3 days from today']);
    expect(await deliverableDrafts(ALICE)).toEqual([]);
    expect(await saveDraft(draft.id, ALICE, { fields: { title: 'fixed' } })).toBe(true);
    expect((await getDraft(draft.id, ALICE))!.status).toBe('draft');
  });

  it('deletes a draft once the server confirmed it, or keeps a small receipt for the app to show', async () => {
    const a = await createDraft(ALICE, 'personal');
    await markSent(a.id, 'campaign-1');
    expect(await getDraft(a.id, ALICE)).toBeUndefined();

    const b = await createDraft(ALICE, 'personal', {
      files: { coverImage: [{ name: 'c.png', type: 'image/png', size: 7, blob: png() }] },
    });
    await markSent(b.id, 'campaign-2', true);
    const receipts = await sentReceipts(ALICE);
    expect(receipts.map((d) => [d.campaignId, Object.keys(d.files).length])).toEqual([['campaign-2', 0]]);
    expect(await listDrafts(ALICE)).toEqual([]);
    expect(await sentReceipts(BOB)).toEqual([]);
    // A confirmed campaign can never be queued again.
    expect(await markWaiting(b.id, ALICE)).toBe(false);
    expect(await claimForSending(b.id)).toBeUndefined();
  });
});

describe('changing a queued draft', () => {
  it('takes a waiting draft out of the queue for editing, but never one a sender holds', async () => {
    const { unqueueDraft } = await import('#web/lib/outbox/drafts');
    const draft = await createDraft(ALICE, 'personal');
    await markWaiting(draft.id, ALICE, 'token');
    expect(await unqueueDraft(draft.id, BOB)).toBe(false);
    expect(await unqueueDraft(draft.id, ALICE)).toBe(true);
    expect(await deliverableDrafts(ALICE)).toEqual([]);
    expect(await saveDraft(draft.id, ALICE, { fields: { title: 'edited' } })).toBe(true);

    await markWaiting(draft.id, ALICE);
    await claimForSending(draft.id);
    expect(await unqueueDraft(draft.id, ALICE)).toBe(false);
  });
});
