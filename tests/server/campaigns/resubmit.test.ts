import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stepSchema } from '#contract/create-campaign';
import { todayInEthiopia } from '#contract/dates';
import { firstMessage } from '#contract/zod-helpers';
import { auditLog, bankDetails, businesses, campaigns, recipientDocuments } from '#server/db/schema';
import { runJob } from '#server/jobs/queue';
import { form, pdf, submit, validForm } from '#tests/support/create-helpers';
import { createCampaign } from '#tests/support/fixtures';
import { call, organiserId, t, tok, useLiveCampaign } from '#tests/support/live-campaign';

// Fixing a rejected campaign (issue 44): every field and file the reviewer saw, through
// POST /api/campaign/:id/resubmit with the creation form's names and the wizard's rules; the
// rejection email that links to the fix page; and what the next reviewer sees changed.

useLiveCampaign();

const REASON = 'The TIN certificate cannot be read; please upload it again.';
let id: string;
const row = async () => (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];
const docs = async (kind: 'TIN_CERTIFICATE' | 'REGISTRATION_LICENSE') =>
  t.db.select().from(recipientDocuments).where(and(eq(recipientDocuments.campaignId, id), eq(recipientDocuments.kind, kind)));
/** The wizard's own message for these values of a step (the form shows the first problem). */
const wizardSays = (step: 1 | 4, values: Record<string, string>) => firstMessage(stepSchema('business', step, { today: todayInEthiopia() }).safeParse(values));

beforeAll(async () => {
  const created = await submit(t, 'business', tok.organiser, await validForm('business'));
  expect(created.statusCode, created.body).toBe(201);
  id = created.json().data.id;
  const rejected = await call('POST', `/api/review/campaigns/${id}/reject`, tok.reviewer, { reason: REASON });
  expect(rejected.statusCode, rejected.body).toBe(200);
  // The organiser's notice is queued with the rejection; the notifications job sends it.
  await runJob('follower-notices', t.deps);
});

describe('a rejected campaign is fixed and resubmitted', () => {
  it('the rejection email names the reason and links to the fix page, in place of "create it again"', () => {
    const mail = t.outbox().filter((x) => x.to === 'organiser@example.com').at(-1)!;
    expect(mail.text).toContain(REASON);
    expect(mail.text).toContain(`https://birr.example/campaign/${id}/fix?ref=email`);
    expect(mail.text).not.toMatch(/create it again/i);
  });

  it('the organiser reads every field and file to fix; nobody else does', async () => {
    expect((await call('GET', `/api/campaign/${id}/resubmit`, tok.other)).statusCode).toBe(403);
    const res = await call('GET', `/api/campaign/${id}/resubmit`, tok.organiser);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'business',
      status: 'REJECTED',
      reason: REASON,
      fields: { tinNumber: '0012345678', licenseNumber: '778899', bankName: 'AWASH_BANK', accountNumber: '1000123456789', contactPhoneNumber: '0911234567' },
      files: { tinCertificate: ['tin.pdf'], registrationLicense: ['licence.docx'] },
    });
  });

  it('bad values are refused with the wizard’s message, and nothing changes', async () => {
    const account = await call('POST', `/api/campaign/${id}/resubmit`, tok.organiser, form({ accountNumber: '12-34' }));
    expect(account.statusCode).toBe(400);
    expect(account.json()).toMatchObject({
      field: 'accountNumber',
      message: wizardSays(4, { bankName: 'AWASH_BANK', holderName: 'Hope Trust', accountNumber: '12-34', deadline: '2099-01-01' }),
    });
    const email = await call('POST', `/api/campaign/${id}/resubmit`, tok.organiser, { contactEmail: 'not an address' });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe(
      wizardSays(1, { fullName: 'x', contactEmail: 'not an address', contactPhoneNumber: '0911234567', region: 'Addis Ababa', city: 'Addis Ababa', sector: 'TECHNOLOGY', category: 'STARTUP_FUNDING' }),
    );
    const unknown = await call('POST', `/api/campaign/${id}/resubmit`, tok.organiser, { favouriteColour: 'green' });
    expect(unknown.statusCode).toBe(400);
    expect((await row()).status).toBe('REJECTED');
  });

  it("another organiser's token is refused", async () => {
    const res = await call('POST', `/api/campaign/${id}/resubmit`, tok.other, form({ tinNumber: 'XX/1/2024' }));
    expect(res.statusCode).toBe(403);
    expect((await row()).status).toBe('REJECTED');
  });

  it('stores each kind of field sent and a replaced document; what was not sent stays; a new bank account is audited', async () => {
    const licenceBefore = await docs('REGISTRATION_LICENSE');
    const res = await call(
      'POST',
      `/api/campaign/${id}/resubmit`,
      tok.organiser,
      form({
        title: 'Hope Trust: clean water',
        fullName: 'Hope Trust PLC',
        contactPhoneNumber: '0911 99 88 77',
        tinNumber: 'AA/14038/2024',
        licenseNumber: 'LIC-2024-77',
        bankName: 'COMMERCIAL_BANK_OF_ETHIOPIA',
        holderName: 'Hope Trust PLC',
        accountNumber: '1000999888777',
        tinCertificate: { bytes: pdf(), name: 'tin-readable.pdf', type: 'application/pdf' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const campaign = await row();
    expect(campaign).toMatchObject({ status: 'PENDING', title: 'Hope Trust: clean water', description: 'Line one.\nLine two.', reviewReason: null });
    const [recipient] = await t.db.select().from(businesses).where(eq(businesses.id, campaign.businessId!));
    expect(recipient).toMatchObject({ fullName: 'Hope Trust PLC', contactPhoneNumber: '0911998877', tinNumber: 'AA/14038/2024', licenseNumber: 'LIC-2024-77', contactEmail: 'contact@example.org', city: 'Addis Ababa' });
    const [bank] = await t.db.select().from(bankDetails).where(eq(bankDetails.campaignId, id));
    expect(bank).toMatchObject({ bankName: 'COMMERCIAL_BANK_OF_ETHIOPIA', holderName: 'Hope Trust PLC', accountNumber: '1000999888777' });
    expect((await docs('TIN_CERTIFICATE')).map((d) => d.originalName)).toEqual(['tin-readable.pdf']);
    expect((await docs('REGISTRATION_LICENSE')).map((d) => d.id)).toEqual(licenceBefore.map((d) => d.id));
    const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'campaign.bank_details')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: organiserId, details: { from: { accountNumber: '1000123456789' }, to: { accountNumber: '1000999888777' } } });
  });

  it('the reviewer sees each field changed since the rejection, old and new, and files replaced', async () => {
    const queue = (await call('GET', '/api/review/campaigns?limit=50', tok.reviewer)).json().data as { id: string; sinceRejection: unknown }[];
    const since = queue.find((c) => c.id === id)!.sinceRejection as { reason: string; changes: { field: string }[] };
    expect(since.reason).toBe(REASON);
    expect(since.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', from: 'A business campaign', to: 'Hope Trust: clean water', replaced: false },
        { field: 'tinNumber', from: '0012345678', to: 'AA/14038/2024', replaced: false },
        { field: 'accountNumber', from: '1000123456789', to: '1000999888777', replaced: false },
        { field: 'tinCertificate', from: null, to: null, replaced: true },
      ]),
    );
    expect(since.changes.map((c) => c.field).sort()).toEqual(
      ['accountNumber', 'bankName', 'contactPhoneNumber', 'fullName', 'holderName', 'licenseNumber', 'tinCertificate', 'tinNumber', 'title'].sort(),
    );
  });

  it('a campaign that is not rejected (now pending) cannot be resubmitted: 409', async () => {
    const again = await call('POST', `/api/campaign/${id}/resubmit`, tok.organiser, form({ title: 'Once more' }));
    expect(again.statusCode).toBe(409);
    const active = (await createCampaign(t.db, { userId: organiserId })).id;
    expect((await call('POST', `/api/campaign/${active}/resubmit`, tok.organiser, { title: 'x' })).statusCode).toBe(409);
  });
});
