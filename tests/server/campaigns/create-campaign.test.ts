import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Campaign } from '#contract/campaign';
import { MAX_FILE_BYTES } from '#contract/files';
import { bankDetails, businesses, campaignMedia, campaigns, charities, recipientDocuments, users } from '#server/db/schema';
import { bearer } from '#tests/support/accounts';
import { png, pdf, storedFiles, submit, validForm, verifiedUser, inDays, jpegWithExif, form } from '#tests/support/create-helpers';
import { testApp, type TestApp } from '#tests/support/harness';
import { m } from '#i18n/paraglide/messages.js';

let t: TestApp;
let token: string;
let root: string;
beforeAll(async () => {
  t = await testApp();
  root = path.dirname(t.outboxFile);
});
afterAll(() => t.close());
// Each test submits as a new organiser, so the per-user rate limit counts one test at a time.
let n = 0;
beforeEach(async () => {
  token = await verifiedUser(t, `organiser${++n}@example.com`);
});

const rows = async () => ({
  campaigns: Number((await t.db.select({ n: count() }).from(campaigns))[0].n),
  businesses: Number((await t.db.select({ n: count() }).from(businesses))[0].n),
  charities: Number((await t.db.select({ n: count() }).from(charities))[0].n),
  documents: Number((await t.db.select({ n: count() }).from(recipientDocuments))[0].n),
  banks: Number((await t.db.select({ n: count() }).from(bankDetails))[0].n),
  media: Number((await t.db.select({ n: count() }).from(campaignMedia))[0].n),
});

/** A bad submission changes nothing: same rows, same files. */
async function expectRefused(res: { statusCode: number; json: () => { message: string } }, status: number, message: string, before: Awaited<ReturnType<typeof rows>>, files: string[]) {
  expect(res.statusCode).toBe(status);
  // The message, and for a problem in one field, that field's name (nothing else: no stack, no internals).
  const { field, code, ...rest } = res.json() as { message: string; code: unknown; field?: unknown };
  expect(rest).toEqual({ message });
  expect(code).toEqual(expect.any(String));
  expect(field === undefined || typeof field === 'string').toBe(true);
  expect(await rows()).toEqual(before);
  expect(storedFiles(root).sort()).toEqual(files.sort());
}

describe('POST /api/campaign/{kind}', () => {
  it('reads an account number written in groups ("1000 1234 56789") as its digits', async () => {
    const res = await submit(t, 'business', token, await validForm('business', { accountNumber: '1000 1234 56789' }));
    expect(res.statusCode).toBe(201);
    const [bank] = await t.db.select().from(bankDetails).where(eq(bankDetails.campaignId, res.json().data.id));
    expect(bank.accountNumber).toBe('1000123456789');
  });

  it('creates a business campaign: PENDING, public shape, private details and documents kept apart', async () => {
    const res = await submit(t, 'business', token, await validForm('business'));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(Campaign.parse(data)).toBeTruthy();
    expect(data).toMatchObject({
      status: 'PENDING',
      type: 'BUSINESS',
      title: 'A business campaign',
      description: 'Line one.\nLine two.',
      goalAmount: 15000,
      raisedAmount: 0,
      category: 'STARTUP_FUNDING',
      charity: null,
      business: {
        fullName: 'Hope Trust',
        sector: 'TECHNOLOGY',
        website: 'https://hope.example.org/',
        publicEmail: 'public@example.org',
        publicPhoneNumber: '0922334455',
        relativeLocation: 'Near Meskel Square',
      },
      _count: { Donation: 0 },
    });
    expect(res.body).not.toContain('contact@example.org');
    expect(res.body).not.toContain('0012345678');
    expect(res.body).not.toContain('1000123456789');
    expect(data.campaignMedia.map((m: { imageType: string }) => m.imageType)).toEqual(['COVER_IMAGE', 'SUPPORTING_IMAGE']);
    const cover = data.campaignMedia[0];
    expect(cover.url).toMatch(/^\/media\/campaigns\/.+-800\.webp$/);
    expect(cover.srcSet).toMatch(/-400\.webp 400w, .*-800\.webp 800w, .*-1200\.webp 1200w$/);

    const [biz] = await t.db.select().from(businesses).where(eq(businesses.id, data.businessId));
    expect(biz).toMatchObject({ contactEmail: 'contact@example.org', contactPhoneNumber: '0911234567', tinNumber: '0012345678', licenseNumber: '778899' });
    const [bank] = await t.db.select().from(bankDetails).where(eq(bankDetails.campaignId, data.id));
    expect(bank).toMatchObject({ bankName: 'AWASH_BANK', holderName: 'Abebe Kebede', accountNumber: '1000123456789' });
    const docs = await t.db.select().from(recipientDocuments).where(eq(recipientDocuments.campaignId, data.id));
    expect(docs.map((d) => [d.kind, d.originalName, d.mimeType]).sort()).toEqual([
      ['REGISTRATION_LICENSE', 'licence.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['TIN_CERTIFICATE', 'tin.pdf', 'application/pdf'],
    ]);
    // Documents live in private storage, never under the public media directory.
    for (const d of docs) {
      expect(await t.storage.has('private', d.storageKey)).toBe(true);
      expect(await t.storage.has('public', d.storageKey)).toBe(false);
    }
    // Pending campaigns are not public yet.
    expect((await t.app.inject({ method: 'GET', url: `/api/campaign/${data.id}` })).statusCode).toBe(404);
  });

  it('re-encodes images to WebP at the srcSet widths, without their metadata', async () => {
    const res = await submit(t, 'charity', token, await validForm('charity'));
    expect(res.statusCode).toBe(201);
    const other = res.json().data.campaignMedia[1];
    // The 1000 px JPEG is rendered at 400 and 800 only (never enlarged).
    expect(other.srcSet).toMatch(/400w, .*800w$/);
    const key = other.url.replace(/^\/media\//, '');
    const bytes = await t.storage.read('public', key);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(800);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it('creates a charity organisation and a personal campaign', async () => {
    const charity = await submit(t, 'charity', token, await validForm('charity'));
    expect(charity.statusCode).toBe(201);
    expect(charity.json().data).toMatchObject({ type: 'CHARITY', business: null, charity: { isOrganization: true, sector: null } });

    const personal = await submit(t, 'personal', token, await validForm('personal'));
    expect(personal.statusCode).toBe(201);
    const data = personal.json().data;
    expect(data).toMatchObject({ type: 'PERSONAL', status: 'PENDING', charity: { isOrganization: false, website: null, fullName: 'Abebe Kebede' } });
    const docs = await t.db.select().from(recipientDocuments).where(eq(recipientDocuments.campaignId, data.id));
    expect(docs.map((d) => d.kind)).toEqual(['PERSONAL_DOCUMENT']);
  });

  it('keeps licence and TIN numbers as they are printed (AA/14038/2024), and refuses other characters', async () => {
    const res = await submit(t, 'charity', token, await validForm('charity', { licenseNumber: 'AA/14038/2024', tinNumber: '0012-345' }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(charities).where(eq(charities.id, res.json().data.charity.id));
    expect(row).toMatchObject({ licenseNumber: 'AA/14038/2024', tinNumber: '0012-345' });
    const refused = await submit(t, 'charity', token, await validForm('charity', { licenseNumber: 'AA<14038>' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('License number may contain only letters, digits and / - . (like AA/14038/2024)');
  });

  it('takes a personal campaign with only the required fields', async () => {
    const res = await submit(
      t,
      'personal',
      token,
      await validForm('personal', { publicEmail: undefined, publicPhoneNumber: undefined, relativeLocation: undefined, personalDocument: undefined, otherImages: undefined }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.campaignMedia).toHaveLength(1);
  });

  it('needs a signed-in, verified user', async () => {
    expect((await submit(t, 'personal', undefined, await validForm('personal'))).statusCode).toBe(401);
    const unverified = await verifiedUser(t, 'unverified@example.com', false);
    const res = await submit(t, 'personal', unverified, await validForm('personal'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Verify your account first');
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/campaign/business', payload: { title: 'x' }, headers: bearer(token) });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(m.create_multipart_required());
  });
});

describe('bad input: a 4xx with the first clear message, nothing stored', () => {
  let before: Awaited<ReturnType<typeof rows>>;
  let files: string[];
  const refuse = async (kind: 'business' | 'charity' | 'personal', body: FormData, status: number, message: string) => {
    before = await rows();
    files = storedFiles(root);
    await expectRefused(await submit(t, kind, token, body), status, message, before, files);
  };
  const text = (s: string, name: string, type = 'image/png') => ({ bytes: Buffer.from(s), name, type });

  it('missing fields, in form order', async () => {
    await refuse('business', new FormData(), 400, 'Full Name is required');
    await refuse('business', await validForm('business', { sector: undefined }), 400, 'Sector is required');
    await refuse('business', await validForm('business', { tinCertificate: undefined }), 400, 'Please upload your TIN certificate');
    await refuse('charity', await validForm('charity', { registrationLicense: undefined }), 400, 'Please upload your registration certificate.');
    await refuse('personal', await validForm('personal', { coverImage: undefined }), 400, 'Please upload a cover image.');
    await refuse('personal', await validForm('personal', { bankName: undefined }), 400, 'Please select your preferred bank');
    await refuse('personal', await validForm('personal', { title: '   ' }), 400, 'A title is required');
  });

  it('disguised files are refused by their content', async () => {
    await refuse('personal', await validForm('personal', { coverImage: text('just text', 'cover.png') }), 400, m.create_image_format());
    // The answer names the field, so the wizard can point at it and its step.
    const named = await submit(t, 'personal', token, await validForm('personal', { coverImage: text('just text', 'cover.png') }));
    expect(named.json()).toEqual({ message: m.create_image_format(), code: 'VALIDATION_FAILED', field: 'coverImage' });
    await refuse('personal', await validForm('personal', { coverImage: { bytes: pdf(), name: 'cover.jpg', type: 'image/jpeg' } }), 400, m.create_image_format());
    await refuse('business', await validForm('business', { tinCertificate: text('<html>', 'tin.pdf', 'application/pdf') }), 400, m.create_document_format());
    await refuse('charity', await validForm('charity', { otherImages: [text('GIF89a', 'x.png')] }), 400, m.create_image_format());
    // A real picture with a misleading name is what its bytes say it is.
    const res = await submit(t, 'personal', token, await validForm('personal', { coverImage: { bytes: await png(300, 200), name: 'cover.pdf' } }));
    expect(res.statusCode).toBe(201);
  });

  it('a file whose header lies (a PNG signature, then garbage) is refused without leaving files', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
    await refuse('business', await validForm('business', { otherImages: [{ bytes: fake, name: 'x.png' }] }), 400, m.create_image_unreadable());
  });

  it('oversized files and too many images', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(MAX_FILE_BYTES)]);
    await refuse('personal', await validForm('personal', { coverImage: { bytes: big, name: 'c.png' } }), 413, 'File size must be 5MB or less');
    await refuse('personal', await validForm('personal', { otherImages: [{ bytes: big, name: 'c.png' }] }), 413, 'Each file size must be 5MB or less');
    await refuse('business', await validForm('business', { tinCertificate: { bytes: Buffer.concat([pdf(), Buffer.alloc(MAX_FILE_BYTES)]), name: 't.pdf' } }), 413, 'File size must be 5MB or less');
    const small = { bytes: await png(50, 50), name: 'i.png' };
    await refuse('personal', await validForm('personal', { otherImages: [small, small, small, small, small] }), 400, 'You can only upload a maximum of 4 images');
  });

  it('a category of another kind', async () => {
    await refuse('personal', await validForm('personal', { category: 'STARTUP_FUNDING' }), 400, 'This category is not available for personal campaigns');
    await refuse('business', await validForm('business', { category: 'DISASTER_RELIEF' }), 400, 'This category is not available for business campaigns');
  });

  it('past and too-near deadlines', async () => {
    await refuse('charity', await validForm('charity', { deadline: inDays(-2) }), 400, 'Deadline must be at least 3 days from today');
    await refuse('charity', await validForm('charity', { deadline: inDays(2) }), 400, 'Deadline must be at least 3 days from today');
    await refuse('charity', await validForm('charity', { deadline: 'tomorrow' }), 400, m.create_deadline_invalid());
  });

  it('goal, phone, email and numbers', async () => {
    await refuse('personal', await validForm('personal', { goalAmount: '-100' }), 400, 'Goal amount must be a positive number');
    await refuse('personal', await validForm('personal', { contactPhoneNumber: '12345' }), 400, 'Please Enter a valid phone number');
    await refuse('personal', await validForm('personal', { contactEmail: 'nobody' }), 400, 'Please Enter a valid email');
    await refuse('business', await validForm('business', { accountNumber: '12-34' }), 400, 'Account number must contain digits only');
    await refuse('business', await validForm('business', { bankName: 'FAKE_BANK' }), 400, 'Please select your preferred bank');
  });

  it('huge texts', async () => {
    await refuse('personal', await validForm('personal', { description: 'd'.repeat(5001) }), 400, 'Description must be at most 5000 characters');
    await refuse('personal', await validForm('personal', { description: 'd'.repeat(300_000) }), 400, 'Description must be at most 5000 characters');
    await refuse('personal', await validForm('personal', { title: 't'.repeat(101) }), 400, 'Title must be at most 100 characters');
    await refuse('personal', await validForm('personal', { fullName: 'Abebe\u0000' }), 400, 'Full Name contains characters that are not allowed');
  });

  it('unknown fields, and fields of another kind', async () => {
    await refuse('personal', await validForm('personal', { isAdmin: 'true' }), 400, 'Unknown field: isAdmin');
    await refuse('personal', await validForm('personal', { status: 'ACTIVE' }), 400, 'Unknown field: status');
    await refuse('personal', await validForm('personal', { website: 'x.org' }), 400, 'Unknown field: website');
    await refuse('charity', await validForm('charity', { sector: 'MEDIA' }), 400, 'Unknown field: sector');
    await refuse('personal', await validForm('personal', { coverImage: 'a text' }), 400, 'coverImage must be a file');
    await refuse('personal', await validForm('personal', { title: { bytes: Buffer.from('x'), name: 't.txt' } }), 400, 'title must be text, not a file');
  });
});

describe('Idempotency-Key', () => {
  it('a resent submission answers the first campaign, never a second', async () => {
    const key = 'draft-7f3c2a10-0000-4000-8000-000000000001';
    const first = await submit(t, 'personal', token, await validForm('personal'), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const filesAfterFirst = storedFiles(root).sort();
    const again = await submit(t, 'personal', token, await validForm('personal', { title: 'Edited meanwhile' }), { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const mine = await t.db.select().from(campaigns).where(eq(campaigns.idempotencyKey, key));
    expect(mine).toHaveLength(1);
    expect(storedFiles(root).sort()).toEqual(filesAfterFirst);
  });

  it('concurrent submissions with one key create one campaign and leave only its files', async () => {
    const key = 'draft-7f3c2a10-0000-4000-8000-000000000002';
    const before = await rows();
    const filesBefore = storedFiles(root).length;
    const bodies = await Promise.all([1, 2, 3].map(() => validForm('charity')));
    const answers = await Promise.all(bodies.map((b) => submit(t, 'charity', token, b, { 'idempotency-key': key })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((a) => a.json().data.id));
    expect(ids.size).toBe(1);
    const after = await rows();
    expect(after.campaigns - before.campaigns).toBe(1);
    expect(after.charities - before.charities).toBe(1);
    expect(after.documents - before.documents).toBe(2);
    // One campaign's worth: cover (4 widths) + one 1000px image (3 widths) + 2 documents.
    expect(storedFiles(root).length - filesBefore).toBe(4 + 3 + 2);
  });

  it('the same key from another user is another campaign', async () => {
    const key = 'draft-7f3c2a10-0000-4000-8000-000000000001';
    const other = await verifiedUser(t, 'other-organiser@example.com');
    const res = await submit(t, 'personal', other, await validForm('personal'), { 'idempotency-key': key });
    expect(res.statusCode).toBe(201);
    expect(await t.db.select().from(campaigns).where(eq(campaigns.idempotencyKey, key))).toHaveLength(2);
  });

  it('refuses a malformed key', async () => {
    const res = await submit(t, 'personal', token, await validForm('personal'), { 'idempotency-key': 'no spaces allowed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.create_idempotency_key_invalid());
  });
});

describe('atomicity', () => {
  it('a failure after the files were written leaves no rows and no files', async () => {
    const before = await rows();
    const files = storedFiles(root);
    // A real database failure in the middle of the transaction, after the campaign row went in.
    await t.db.execute(sql`create or replace function fail_bank() returns trigger language plpgsql as $$ begin raise exception 'bank insert refused'; end $$`);
    await t.db.execute(sql`create trigger fail_bank before insert on bank_details for each row execute function fail_bank()`);
    try {
      const res = await submit(t, 'business', token, await validForm('business'), { 'idempotency-key': 'rollback-key-0001' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('bank insert refused');
    } finally {
      await t.db.execute(sql`drop trigger fail_bank on bank_details`);
    }
    expect(await rows()).toEqual(before);
    expect(storedFiles(root).sort()).toEqual(files.sort());
    // The key was not used up: the same submission now goes through.
    const retry = await submit(t, 'business', token, await validForm('business'), { 'idempotency-key': 'rollback-key-0001' });
    expect(retry.statusCode).toBe(201);
  });
});

describe('private documents', () => {
  let campaignId: string;
  let docs: (typeof recipientDocuments.$inferSelect)[];
  let stranger: string;
  let owner: string;
  beforeAll(async () => {
    owner = await verifiedUser(t, 'document-owner@example.com');
    const res = await submit(t, 'business', owner, await validForm('business'));
    campaignId = res.json().data.id;
    docs = await t.db.select().from(recipientDocuments).where(eq(recipientDocuments.campaignId, campaignId));
    stranger = await verifiedUser(t, 'stranger@example.com');
  });
  const get = (url: string, tok?: string) => t.app.inject({ method: 'GET', url, headers: tok ? bearer(tok) : {} });

  it('the organiser reads them; others get 404, guests 401', async () => {
    const tin = docs.find((d) => d.kind === 'TIN_CERTIFICATE')!;
    const url = `/api/campaign/${campaignId}/documents/${tin.id}`;
    const mine = await get(url, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.equals(pdf())).toBe(true);
    expect((await get(url, stranger)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(`/api/campaign/${campaignId}/documents/not-a-uuid`, owner)).statusCode).toBe(400);
  });

  it('a short-lived link opens the document without the token', async () => {
    const doc = docs.find((d) => d.kind === 'REGISTRATION_LICENSE')!;
    const link = await get(`/api/campaign/${campaignId}/documents/${doc.id}/link`, owner);
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json();
    expect(url).toMatch(/^\/api\/documents\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(200_000);
    const opened = await get(url);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-disposition']).toMatch(/^attachment; filename="licence.docx"/);
    expect((await get(`/api/campaign/${campaignId}/documents/${doc.id}/link`, stranger)).statusCode).toBe(404);
    expect((await get('/api/documents/forged.token.value')).statusCode).toBe(404);
    // An access token is not a document link.
    expect((await get(`/api/documents/${owner}`)).statusCode).toBeGreaterThanOrEqual(400);
    // A link for one document does not open another.
    const other = docs.find((d) => d.kind === 'TIN_CERTIFICATE')!;
    expect((await get(url.replace(doc.id, other.id))).statusCode).toBe(404);
  });

  it('documents never appear under /media', async () => {
    for (const d of docs) expect((await get(`/media/${d.storageKey}`)).statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it('answers 429 after too many submissions in an hour', async () => {
    const busy = await verifiedUser(t, 'busy@example.com');
    const [{ id }] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'busy@example.com'));
    const key = 'busy-draft-00000001';
    expect((await submit(t, 'personal', busy, await validForm('personal'), { 'idempotency-key': key })).statusCode).toBe(201);
    let last;
    for (let i = 0; i < 20; i++) last = await submit(t, 'personal', busy, form({ title: 'x' }));
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toMatch(/^You have submitted too many campaigns\. Try again in \d+ minutes\.$/);
    // The window is an hour: most of it is left.
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(3000);
    expect(id).toBeTruthy();
    // Resending the campaign already made is not a new submission: it still answers.
    const replay = await submit(t, 'personal', busy, await validForm('personal'), { 'idempotency-key': key });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });
});

// jpegWithExif is used by validForm; keep the import list honest.
void jpegWithExif;
