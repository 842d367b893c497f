import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDraft, draftsDb, getDraft, markWaiting, sentReceipts } from '#web/lib/outbox/drafts';
import { replayQueued } from '#web/lib/outbox/replay';
import { buildCreateForm } from '#web/lib/outbox/send';
import { m } from '#i18n/paraglide/messages.js';

const OWNER = 'owner-1';
const file = (name: string, type = 'image/png') => ({ name, type, size: 3, blob: new Blob([new Uint8Array([1, 2, 3])], { type }) });

/** An unsigned token with this expiry (the worker only reads `exp`; the server checks signatures). */
const tokenExpiringIn = (seconds: number) => {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: OWNER, exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
};

/** Stands in for the server: records each request and answers with `answer`. */
function server(answer: () => Response) {
  const calls: { url: string; key: string | null; auth: string | null; lang: string | null; form: FormData }[] = [];
  const doFetch = (async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({ url, key: headers.get('Idempotency-Key'), auth: headers.get('Authorization'), lang: headers.get('Accept-Language'), form: init.body as FormData });
    return answer();
  }) as unknown as typeof fetch;
  return { calls, doFetch };
}

beforeEach(async () => {
  await draftsDb.drafts.clear();
});

describe('the submitted form', () => {
  it("carries only the kind's fields, leaves empty ones out, sends phones as typed and appends files one by one", () => {
    const form = buildCreateForm({
      kind: 'personal',
      fields: { fullName: ' Almaz ', contactPhoneNumber: '+251911223344', publicEmail: '', website: 'ignored.example', tinNumber: '99' },
      files: { coverImage: [file('cover.png')], otherImages: [file('a.png'), file('b.jpg', 'image/jpeg')] },
    });
    expect(form.get('fullName')).toBe('Almaz');
    expect(form.get('contactPhoneNumber')).toBe('+251911223344');
    expect(form.has('publicEmail')).toBe(false);
    // Not fields of a personal campaign.
    expect(form.has('website')).toBe(false);
    expect(form.has('tinNumber')).toBe(false);
    expect((form.get('coverImage') as File).name).toBe('cover.png');
    expect(form.getAll('otherImages').map((f) => (f as File).name)).toEqual(['a.png', 'b.jpg']);
  });
});

describe('Background Sync replay', () => {
  it('sends a waiting draft once with its Idempotency-Key and token, and leaves a receipt for the app', async () => {
    const draft = await createDraft(OWNER, 'charity', { fields: { title: 'Water' }, files: { coverImage: [file('c.png')] } });
    const token = tokenExpiringIn(600);
    await markWaiting(draft.id, OWNER, token);
    const { calls, doFetch } = server(() => Response.json({ data: { id: 'campaign-9' } }, { status: 201 }));
    expect(await replayQueued({ doFetch })).toBe(1);
    expect(await replayQueued({ doFetch })).toBe(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/campaign/charity/organization', key: draft.idempotencyKey, auth: `Bearer ${token}` });
    expect((await sentReceipts(OWNER)).map((r) => r.campaignId)).toEqual(['campaign-9']);
  });

  it('leaves a draft whose token has expired for the app to send', async () => {
    const draft = await createDraft(OWNER, 'personal');
    await markWaiting(draft.id, OWNER, tokenExpiringIn(-60));
    const { calls, doFetch } = server(() => Response.json({ data: { id: 'x' } }, { status: 201 }));
    expect(await replayQueued({ doFetch })).toBe(0);
    expect(calls).toHaveLength(0);
    expect((await getDraft(draft.id, OWNER))!.status).toBe('waiting');
  });

  it('asks the server to answer in the language the organiser submitted in', async () => {
    const am = await createDraft(OWNER, 'personal');
    await markWaiting(am.id, OWNER, tokenExpiringIn(600), 'am');
    const { calls, doFetch } = server(() => Response.json({ message: 'የማብቂያ ቀን ያስፈልጋል።' }, { status: 400 }));
    await replayQueued({ doFetch });
    expect(calls.map((c) => c.lang)).toEqual(['am']);
    expect((await getDraft(am.id, OWNER))!.error).toBe('የማብቂያ ቀን ያስፈልጋል።');
    // Queued before languages existed: the worker's own (English).
    const old = await createDraft(OWNER, 'personal');
    await markWaiting(old.id, OWNER, tokenExpiringIn(600));
    await replayQueued({ doFetch });
    expect(calls.map((c) => c.lang)).toEqual(['am', 'en']);
  });

  it("keeps the server's refusal on the draft, to be fixed", async () => {
    const draft = await createDraft(OWNER, 'personal');
    await markWaiting(draft.id, OWNER, tokenExpiringIn(600));
    const { doFetch } = server(() => Response.json({ message: m.create_deadline_too_soon() }, { status: 400 }));
    await replayQueued({ doFetch });
    const back = (await getDraft(draft.id, OWNER))!;
    expect([back.status, back.error]).toEqual(['error', m.create_deadline_too_soon()]);
  });

  it('keeps it waiting and asks the browser to retry when there is no answer', async () => {
    const draft = await createDraft(OWNER, 'personal');
    await markWaiting(draft.id, OWNER, tokenExpiringIn(600));
    const doFetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(replayQueued({ doFetch })).rejects.toThrow('could not be reached');
    expect((await getDraft(draft.id, OWNER))!.status).toBe('waiting');
    // A proxy answering for a server it cannot reach is the same.
    const gateway = server(() => new Response('Bad gateway', { status: 502 }));
    await expect(replayQueued({ doFetch: gateway.doFetch })).rejects.toThrow();
    expect((await getDraft(draft.id, OWNER))!.status).toBe('waiting');
    // "Too many at once" and "took too long" are not refusals of the campaign: it waits and goes again.
    for (const status of [429, 408]) {
      const busy = server(() => Response.json({ message: 'Too many requests', code: 'RATE_LIMITED' }, { status }));
      await expect(replayQueued({ doFetch: busy.doFetch })).rejects.toThrow();
      expect((await getDraft(draft.id, OWNER))!.status, String(status)).toBe('waiting');
    }
  });
});
