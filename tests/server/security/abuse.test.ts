import { crc32, deflateSync } from 'node:zlib';
import { addDays, todayInEthiopia } from '#contract/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '#tests/support/harness';
import { bearer, claims } from '#tests/support/accounts';
import { form, png, verifiedUser } from '#tests/support/create-helpers';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { runJob } from '#server/jobs/queue';
import { followAsDonor } from '#server/modules/follows/service';

// The second security audit (issue 40), items 14, 17 and 18: reports that collapse instead of
// silencing others, one pixel limit for every image, and one write per intent.

let t: TestApp;
const tok: Record<'organiser' | 'reviewer' | 'reporter' | 'other', string> = {} as never;

beforeAll(async () => {
  t = await testApp({ auth: { adminEmail: 'reviewer@abuse.example' } });
  tok.reviewer = await verifiedUser(t, 'reviewer@abuse.example');
  tok.organiser = await verifiedUser(t, 'organiser@abuse.example');
  tok.reporter = await verifiedUser(t, 'reporter@abuse.example');
  tok.other = await verifiedUser(t, 'other@abuse.example');
});
afterAll(() => t.close());

/** An ACTIVE campaign of the organiser's with one verified donor (whose address gets updates). */
async function liveCampaign(title = 'Clean water for Bahir Dar') {
  const c = await createCampaign(t.db, { userId: claims(tok.organiser).sub!, title });
  await addDonation(t.db, c.id, { amount: 100 });
  // A donor follows what they gave to (as the verified payment does), so updates reach them.
  const [{ tx_ref }] = (await t.executeSql(`select tx_ref from donations where campaign_id = '${c.id}'`)).rows as Array<{ tx_ref: string }>;
  await followAsDonor(t.db, tx_ref);
  return { campaignId: c.id };
}

/** A PNG of `width` × `height` black pixels (1 bit each): a few kilobytes that decode to a huge bitmap. */
function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter 0, all zero
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('one pixel limit for every image (item 17)', () => {
  const bomb = pixelBomb(10_000, 10_000); // 100 megapixels in a few kilobytes

  it('a profile picture of 100 megapixels is a 400 with the same message as a campaign image', async () => {
    expect(bomb.length).toBeLessThan(100_000);
    const picture = form({ profileImg: { bytes: bomb, name: 'me.png', type: 'image/png' } });
    const res = await t.app.inject({ method: 'PATCH', url: '/api/user', headers: bearer(tok.other), payload: picture as never });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This image is too large. Please upload one of at most 50 megapixels.');
    const amharic = await t.app.inject({ method: 'PATCH', url: '/api/user?lang=am', headers: bearer(tok.other), payload: picture as never });
    expect(amharic.json().message).toBe('ይህ ምስል በጣም ትልቅ ነው። እባክዎ ቢበዛ 50 ሜጋፒክስል የሆነ ምስል ይስቀሉ።');
  });

  it('an update image of 100 megapixels is refused the same way', async () => {
    const { campaignId } = await liveCampaign();
    const fd = form({ text: 'A huge picture', image: { bytes: bomb, name: 'x.png', type: 'image/png' } });
    const res = await t.app.inject({ method: 'POST', url: `/api/campaign/${campaignId}/updates`, headers: bearer(tok.organiser), payload: fd as never });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This image is too large. Please upload one of at most 50 megapixels.');
  });

  it('an ordinary picture still goes through', async () => {
    const picture = form({ profileImg: { bytes: await png(300, 200), name: 'me.png', type: 'image/png' } });
    const res = await t.app.inject({ method: 'PATCH', url: '/api/user', headers: bearer(tok.other), payload: picture as never });
    expect(res.statusCode, res.body).toBe(200);
  });
});

// ───────────── one write per intent (item 18) ─────────────

let keys = 0;
const newKey = () => `intent-${Date.now().toString(36)}-${++keys}`;
type Req = { method: 'POST' | 'PATCH' | 'DELETE'; url: string; token?: string; payload?: object | FormData; key?: string; ip?: string };
const inject = (r: Req) =>
  t.app.inject({
    method: r.method,
    url: r.url,
    headers: { ...(r.token ? bearer(r.token) : {}), ...(r.key ? { 'idempotency-key': r.key } : {}) },
    remoteAddress: r.ip ?? '10.40.0.1',
    ...(r.payload === undefined ? {} : r.payload instanceof FormData ? { body: r.payload as never } : { payload: r.payload }),
  });
/** The same request twice at once, as a double tap sends it. */
async function doubleTap(r: Req) {
  const [a, b] = await Promise.all([inject(r), inject(r)]);
  expect(b.statusCode, b.body).toBe(a.statusCode);
  expect(b.body).toBe(a.body);
  expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
  return a;
}
const mailTo = (to: string, subject?: RegExp) => t.outbox().filter((m) => m.to === to && (!subject || subject.test(m.subject)));
const tellFollowers = () => runJob('follower-notices', t.deps as never);
const rows = async (sql: string) => (await t.executeSql(sql)).rows as Record<string, unknown>[];

describe('one write per intent (item 18)', () => {
  it('posting an update twice at once makes one update and emails each donor once', async () => {
    const { campaignId } = await liveCampaign('Books for Gondar');
    const donor = (await rows(`select email from donations where campaign_id = '${campaignId}'`))[0].email as string;
    const res = await doubleTap({ method: 'POST', url: `/api/campaign/${campaignId}/updates`, token: tok.organiser, payload: { text: 'We bought the books' }, key: newKey() });
    expect(res.statusCode).toBe(201);
    expect(await rows(`select id from campaign_updates where campaign_id = '${campaignId}'`)).toHaveLength(1);
    // The request only queues the update; the followers' job sends it (twice here: still once each).
    await Promise.all([tellFollowers(), tellFollowers()]);
    expect(mailTo(donor, /^Update:/)).toHaveLength(1);
  });

  it('the same key with another body is a 409 with a message, in the request language', async () => {
    const { campaignId } = await liveCampaign();
    const key = newKey();
    const url = `/api/campaign/${campaignId}/updates`;
    expect((await inject({ method: 'POST', url, token: tok.organiser, payload: { text: 'First words' }, key })).statusCode).toBe(201);
    const other = await inject({ method: 'POST', url, token: tok.organiser, payload: { text: 'Other words' }, key });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request. Use a new key for a new request.');
    const amharic = await inject({ method: 'POST', url: `${url}?lang=am`, token: tok.organiser, payload: { text: 'Other words' }, key });
    expect(amharic.json().message).toBe('ይህ Idempotency-Key ለሌላ ጥያቄ ጥቅም ላይ ውሏል። ለአዲስ ጥያቄ አዲስ ቁልፍ ይጠቀሙ።');
    const bad = await inject({ method: 'POST', url, token: tok.organiser, payload: { text: 'x' }, key: 'no spaces allowed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid Idempotency-Key header');
    // Another person's same key is theirs: keys are scoped by who sends them.
    expect(await rows(`select 1 from campaign_updates where campaign_id = '${campaignId}'`)).toHaveLength(1);
  });

  it('an update with an image (multipart) is made once too: it is known by its key', async () => {
    const { campaignId } = await liveCampaign();
    const fd = form({ text: 'A photo of the well', image: { bytes: await png(500, 300), name: 'well.png', type: 'image/png' } });
    await doubleTap({ method: 'POST', url: `/api/campaign/${campaignId}/updates`, token: tok.organiser, payload: fd, key: newKey() });
    expect(await rows(`select id from campaign_updates where campaign_id = '${campaignId}'`)).toHaveLength(1);
  });

  it('without a key, the same text again within a minute answers the first update (one row, one email)', async () => {
    const { campaignId } = await liveCampaign('Desks for Hawassa');
    const donor = (await rows(`select email from donations where campaign_id = '${campaignId}'`))[0].email as string;
    const r: Req = { method: 'POST', url: `/api/campaign/${campaignId}/updates`, token: tok.organiser, payload: { text: 'The desks arrived' } };
    const [a, b] = await Promise.all([inject(r), inject(r)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().data).toEqual(a.json().data);
    expect(await rows(`select id from campaign_updates where campaign_id = '${campaignId}'`)).toHaveLength(1);
    await tellFollowers();
    expect(mailTo(donor, /^Update:/)).toHaveLength(1);
    // Other words are another update.
    expect((await inject({ ...r, payload: { text: 'And the chairs' } })).statusCode).toBe(201);
    expect(await rows(`select id from campaign_updates where campaign_id = '${campaignId}'`)).toHaveLength(2);
  });

  it('editing and deleting an update, hiding a word, and a reviewer removing one answer the same twice', async () => {
    const { campaignId } = await liveCampaign();
    const posted = await inject({ method: 'POST', url: `/api/campaign/${campaignId}/updates`, token: tok.organiser, payload: { text: 'To be edited' } });
    const updateUrl = `/api/campaign/${campaignId}/updates/${posted.json().data.id}`;
    await doubleTap({ method: 'PATCH', url: updateUrl, token: tok.organiser, payload: { text: 'Edited once' }, key: newKey() });
    expect((await doubleTap({ method: 'DELETE', url: updateUrl, token: tok.organiser, key: newKey() })).statusCode).toBe(204);
    const [word] = await rows(`update donations set message = 'Stay strong' where campaign_id = '${campaignId}' returning id`);
    const hidden = await doubleTap({ method: 'PATCH', url: `/api/campaign/${campaignId}/words/${word.id}`, token: tok.organiser, payload: { hidden: true }, key: newKey() });
    expect(hidden.statusCode).toBe(200);
    expect((await doubleTap({ method: 'DELETE', url: `/api/review/words/${word.id}`, token: tok.reviewer, key: newKey() })).statusCode).toBe(204);
  });

  it('a report sent twice at once is one report', async () => {
    const { campaignId } = await liveCampaign();
    const res = await doubleTap({ method: 'POST', url: `/api/campaign/${campaignId}/reports`, payload: { reason: 'FRAUD', email: 'twice@example.com' }, key: newKey(), ip: '10.40.1.1' });
    expect(res.statusCode).toBe(201);
    expect(await rows(`select repeats from campaign_reports where campaign_id = '${campaignId}'`)).toEqual([{ repeats: 0 }]);
  });

  it('a campaign edit and a resubmission twice at once are recorded once', async () => {
    const { campaignId } = await liveCampaign();
    const edit = await doubleTap({ method: 'PATCH', url: `/api/campaign/${campaignId}`, token: tok.organiser, payload: { goalAmount: 20000 }, key: newKey() });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await rows(`select id from campaign_edits where campaign_id = '${campaignId}'`)).toHaveLength(1);
    const rejected = await createCampaign(t.db, { userId: claims(tok.organiser).sub!, status: 'REJECTED' });
    const again = await doubleTap({ method: 'POST', url: `/api/campaign/${rejected.id}/resubmit`, token: tok.organiser, payload: { title: 'Fixed and resent', deadline: addDays(todayInEthiopia(), 30) }, key: newKey() });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('closing early twice at once answers the same', async () => {
    const { campaignId } = await liveCampaign();
    const res = await doubleTap({ method: 'POST', url: `/api/campaign/${campaignId}/close`, token: tok.organiser, key: newKey() });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("a reviewer's approval, rejection, suspension, reinstatement and dismissal twice at once: one decision, one email", async () => {
    const organiser = 'organiser@abuse.example';
    // The organiser's notices are queued with each decision and sent by the notifications job.
    const told = async () => (await tellFollowers(), mailTo(organiser).length);
    const pending = await createCampaign(t.db, { userId: claims(tok.organiser).sub!, status: 'PENDING', title: 'Waiting one' });
    let before = await told();
    expect((await doubleTap({ method: 'POST', url: `/api/review/campaigns/${pending.id}/approve`, token: tok.reviewer, key: newKey() })).statusCode).toBe(200);
    expect((await told()) - before).toBe(1);

    const other = await createCampaign(t.db, { userId: claims(tok.organiser).sub!, status: 'PENDING', title: 'Waiting two' });
    before = await told();
    expect((await doubleTap({ method: 'POST', url: `/api/review/campaigns/${other.id}/reject`, token: tok.reviewer, payload: { reason: 'Blurry documents' }, key: newKey() })).statusCode).toBe(200);
    expect((await told()) - before).toBe(1);

    before = await told();
    expect((await doubleTap({ method: 'POST', url: `/api/review/campaigns/${pending.id}/suspend`, token: tok.reviewer, payload: { reason: 'Checking' }, key: newKey() })).statusCode).toBe(200);
    expect((await doubleTap({ method: 'POST', url: `/api/review/campaigns/${pending.id}/reinstate`, token: tok.reviewer, key: newKey() })).statusCode).toBe(200);
    expect((await told()) - before).toBe(2);

    await inject({ method: 'POST', url: `/api/campaign/${pending.id}/reports`, payload: { reason: 'OTHER', email: 'watcher@abuse.example' }, ip: '10.40.2.1' });
    expect((await doubleTap({ method: 'POST', url: `/api/review/campaigns/${pending.id}/reports/dismiss`, token: tok.reviewer, key: newKey() })).statusCode).toBe(200);
    // The reporter's notice is queued with the dismissal and sent by the job queue, once.
    await Promise.all([runJob('person-notices', t.deps as never), runJob('person-notices', t.deps as never)]);
    expect(mailTo('watcher@abuse.example')).toHaveLength(1);
  });

  it("a payout's approval and rejection twice at once: one decision", async () => {
    const { campaignId } = await liveCampaign();
    await addDonation(t.db, campaignId, { amount: 1000 });
    await t.executeSql(`insert into bank_details (campaign_id, bank_name, holder_name, account_number) values ('${campaignId}', 'COMMERCIAL_BANK_OF_ETHIOPIA', 'Abebe Kebede', '1000123456789')`);
    const ask = (amount: number) =>
      inject({ method: 'POST', url: `/api/campaign/${campaignId}/withdrawals`, token: tok.organiser, payload: { amount }, key: newKey() }).then((r) => {
        expect(r.statusCode, r.body).toBe(201);
        return r.json().data.id as string;
      });
    const first = await ask(200);
    const approved = await doubleTap({ method: 'POST', url: `/api/review/withdrawals/${first}/approve`, token: tok.reviewer, key: newKey() });
    expect(approved.statusCode, approved.body).toBe(200);
    const second = await ask(150);
    const rejected = await doubleTap({ method: 'POST', url: `/api/review/withdrawals/${second}/reject`, token: tok.reviewer, payload: { reason: 'Wrong account' }, key: newKey() });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });

  it('a donation (with its words of support) sent twice at once starts one donation', async () => {
    const { campaignId } = await liveCampaign();
    const body = { donorFirstName: 'Almaz', donorLastName: 'Worku', email: 'almaz@abuse.example', amount: 50, message: 'For the children' };
    const res = await doubleTap({ method: 'POST', url: `/api/donation/guest/${campaignId}`, payload: body, key: newKey(), ip: '10.40.3.1' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await rows(`select id from donations where campaign_id = '${campaignId}' and email = 'almaz@abuse.example'`)).toHaveLength(1);
  });

  it('keys are forgotten after a day by the job queue', async () => {
    await t.executeSql(`insert into idempotent_requests (scope, key, request_hash, status_code, response, created_at) values ('ip:x POST /api/x', 'old-key-123', 'h', 200, '{}', now() - interval '25 hours')`);
    const result = await runJob('forget-idempotency-keys', t.deps as never);
    expect(result).toEqual({ forgotten: 1 });
    expect(await rows(`select key from idempotent_requests where key = 'old-key-123'`)).toEqual([]);
  });
});

// ───────────── reports that collapse instead of silencing others (item 14) ─────────────

describe('reports (item 14)', () => {
  const report = (campaignId: string, body: object, ip: string, token?: string) =>
    inject({ method: 'POST', url: `/api/campaign/${campaignId}/reports`, payload: body, ip, token });
  const reportsOf = (campaignId: string) =>
    rows(`select reason, details, repeats, reporter_email from campaign_reports where campaign_id = '${campaignId}' order by created_at`);

  it("34 addresses × 3 reports fill the guests' cap of 100 an hour, yet a verified account still reports", async () => {
    const { campaignId } = await liveCampaign('Reported by a crowd');
    // The first 30 addresses' 90 reports, counted as the route counts them (a test of seconds).
    await t.executeSql(`insert into rate_limits (key, window_start, count) values ('report:campaign:${campaignId}', now(), 90)`);
    const codes: number[] = [];
    for (let a = 30; a < 34; a++) {
      const batch = [0, 1, 2].map(() => report(campaignId, { reason: 'OTHER' }, `10.41.${a}.1`));
      codes.push(...(await Promise.all(batch)).map((r) => r.statusCode));
    }
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    const guest = await report(campaignId, { reason: 'FRAUD', email: 'late@example.com' }, '10.41.99.1');
    expect(guest.statusCode).toBe(429);
    const witness = await report(campaignId, { reason: 'FRAUD', details: 'I know the family: this is not them' }, '10.41.0.1', tok.reporter);
    expect(witness.statusCode, witness.body).toBe(201);
    expect((await reportsOf(campaignId)).filter((r) => r.details === 'I know the family: this is not them')).toHaveLength(1);
  });

  it("a verified account has limits of its own: another account's are not its", async () => {
    const { campaignId } = await liveCampaign();
    const other = await liveCampaign();
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await report(campaignId, { reason: 'OTHER', details: `take ${i}` }, '10.42.0.1', tok.other)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const refused = await report(campaignId, { reason: 'OTHER' }, '10.42.0.1', tok.other);
    expect(refused.json().message).toBe('You have sent many reports in a short time. Please try again later.');
    // The same address, another account: not limited by the first one's reports.
    expect((await report(campaignId, { reason: 'OTHER' }, '10.42.0.1', tok.organiser)).statusCode).toBe(201);
    expect((await report(other.campaignId, { reason: 'OTHER' }, '10.42.0.1', tok.other)).statusCode).toBe(201);
  });

  it('the same reporter reporting again while the report is open adds to it (repeats, newer details) instead of a new row', async () => {
    const { campaignId } = await liveCampaign();
    const first = await report(campaignId, { reason: 'FRAUD', email: 'Watcher@Example.com', details: 'Photos are stolen' }, '10.43.0.1');
    const again = await report(campaignId, { reason: 'FRAUD', email: 'watcher@example.com', details: 'Photos are stolen from a news site' }, '10.43.0.2');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().data.id).toBe(first.json().data.id);
    await report(campaignId, { reason: 'FRAUD' }, '10.43.0.3', tok.reporter);
    await report(campaignId, { reason: 'FRAUD' }, '10.43.0.4', tok.reporter);
    expect(await reportsOf(campaignId)).toEqual([
      { reason: 'FRAUD', details: 'Photos are stolen from a news site', repeats: 1, reporter_email: 'Watcher@Example.com' },
      { reason: 'FRAUD', details: null, repeats: 1, reporter_email: null },
    ]);
    // Reviewers see how many times.
    const groups = (await t.app.inject({ method: 'GET', url: '/api/review/reports?limit=50', headers: bearer(tok.reviewer) })).json().data;
    const mine = groups.find((g: { campaign: { id: string } }) => g.campaign.id === campaignId);
    expect(mine.reports.map((r: { repeats: number }) => r.repeats)).toEqual([1, 1]);
    // Once a reviewer has closed it, a new report is a new one.
    await t.app.inject({ method: 'POST', url: `/api/review/campaigns/${campaignId}/reports/dismiss`, headers: bearer(tok.reviewer) });
    await report(campaignId, { reason: 'MISLEADING', email: 'watcher@example.com' }, '10.43.0.5');
    expect(await reportsOf(campaignId)).toHaveLength(3);
  });
});
