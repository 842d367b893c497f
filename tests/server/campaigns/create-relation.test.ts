// Issue 44: whom a campaign's money is for. The wizard asks a personal campaign's organiser who
// receives the money and how they are related; the original client does not, and is still served.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaigns, charities } from '#server/db/schema';
import { submit, validForm, verifiedUser } from '#tests/support/create-helpers';
import { testApp, type TestApp } from '#tests/support/harness';
import { m } from '#i18n/paraglide/messages.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());
let n = 0;
beforeEach(async () => {
  token = await verifiedUser(t, `relation${++n}@example.com`);
});

/** The campaign as anyone reads it once a reviewer approved it. */
async function publicCampaign(id: string) {
  await t.db.update(campaigns).set({ status: 'ACTIVE' }).where(eq(campaigns.id, id));
  const res = await t.app.inject({ method: 'GET', url: `/api/campaign/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('who a campaign is for', () => {
  it('keeps a personal campaign’s recipient and relation, and shows them on the public campaign', async () => {
    const res = await submit(t, 'personal', token, await validForm('personal', { relation: 'FAMILY', recipientName: '  Almaz Tesfaye ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ relation: 'FAMILY', recipientName: 'Almaz Tesfaye' });
    const shown = await publicCampaign(res.json().data.id);
    expect(shown).toMatchObject({ relation: 'FAMILY', recipientName: 'Almaz Tesfaye' });
    // The organiser's own details stay where they were: the organiser is not the recipient.
    expect(shown.charity.fullName).toBe('Abebe Kebede');
  });

  it('keeps no other name when the money is the organiser’s own', async () => {
    const res = await submit(t, 'personal', token, await validForm('personal', { relation: 'SELF', recipientName: 'Someone Else' }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, res.json().data.id));
    expect(row).toMatchObject({ relation: 'SELF', recipientName: null });
  });

  it('accepts a personal campaign from a client that does not ask (the original one): relation unknown', async () => {
    const res = await submit(t, 'personal', token, await validForm('personal'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ relation: null, recipientName: null });
  });

  it('records a charity’s and a business’s campaign as their organisation’s', async () => {
    for (const kind of ['charity', 'business'] as const) {
      const res = await submit(t, kind, token, await validForm(kind));
      expect(res.statusCode).toBe(201);
      expect((await publicCampaign(res.json().data.id)).relation).toBe('ORGANISATION');
    }
  });

  it('refuses a relation it does not know, and a recipient without a name, with the wizard’s words', async () => {
    const before = (await t.db.select().from(campaigns)).length;
    const bad = await submit(t, 'personal', token, await validForm('personal', { relation: 'COUSIN' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: m.create_relation_unknown(), field: 'relation', code: 'VALIDATION_FAILED' });

    const nameless = await submit(t, 'personal', token, await validForm('personal', { relation: 'FRIEND' }));
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ message: m.create_recipient_name_required(), field: 'recipientName' });

    // An organisation does not answer it: the field is not one of its form's.
    const org = await submit(t, 'charity', token, await validForm('charity', { relation: 'FAMILY' }));
    expect(org.statusCode).toBe(400);
    expect(await t.db.select().from(campaigns)).toHaveLength(before);
  });
});

describe('region', () => {
  it('keeps a region from the list, maps a known spelling to it, and keeps other text as typed', async () => {
    const regions: string[] = [];
    for (const region of ['Sidama', 'addis abeba', 'ኦሮሚያ', 'Near the lake, Bahir Dar']) {
      const res = await submit(t, 'personal', token, await validForm('personal', { region }));
      expect(res.statusCode).toBe(201);
      const [row] = await t.db.select({ region: charities.region }).from(charities).where(eq(charities.id, res.json().data.charityId));
      regions.push(row.region);
    }
    expect(regions).toEqual(['Sidama', 'Addis Ababa', 'Oromia', 'Near the lake, Bahir Dar']);
  });
});
