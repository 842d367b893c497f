import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayInEthiopia } from '#contract/dates';
import { auditLog, campaigns } from '#server/db/schema';
import { bearer } from '#tests/support/accounts';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { appWithPeople } from '#tests/support/people';

// Issue 46, who did what: an organiser's sensitive change — a campaign's goal, deadline, title,
// story or pictures once donors have given to it — is in the audit log, old → new, written with
// the change or the change does not happen. (Bank details cannot be changed after creation: no
// route does it.)

const { app, signedIn } = appWithPeople('audit-org-', {});
const patch = (id: string, token: string, payload: object) =>
  app().app.inject({ method: 'PATCH', url: `/api/campaign/${id}`, headers: { ...bearer(token), 'x-forwarded-for': '10.46.1.9' }, payload });
const entriesFor = (id: string) => app().db.select().from(auditLog).where(eq(auditLog.targetId, id));

async function campaignWithDonation(organiserId: string) {
  const c = await createCampaign(app().db, { userId: organiserId, goal: 1000, deadline: addDays(todayInEthiopia(), 30) });
  await addDonation(app().db, c.id, { amount: 400 });
  return c;
}

describe('organisers’ changes after donations', () => {
  it('records a new goal and deadline with who, from where, and what they were', async () => {
    const organiser = await signedIn();
    const c = await campaignWithDonation(organiser.user.id);
    const later = addDays(c.deadline, 10);
    const res = await patch(c.id, organiser.access_token, { goalAmount: 2500, deadline: later });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await entriesFor(c.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'campaign.edit_after_donations',
        targetKind: 'campaign',
        actorId: organiser.user.id,
        ip: '10.46.1.9',
        details: { editId: expect.any(String), changes: { goalAmount: { from: 1000, to: 2500 }, deadline: { from: c.deadline, to: later } } },
      }),
    ]);
  });

  it('records a new title waiting for review', async () => {
    const organiser = await signedIn();
    const c = await campaignWithDonation(organiser.user.id);
    expect((await patch(c.id, organiser.access_token, { title: 'A clearer title' })).statusCode).toBe(200);
    const [entry] = await entriesFor(c.id);
    expect(entry).toMatchObject({ action: 'campaign.edit_after_donations', actorId: organiser.user.id, details: { changes: { title: { from: c.title, to: 'A clearer title' } } } });
  });

  it('records nothing for a campaign nobody has given to yet', async () => {
    const organiser = await signedIn();
    const c = await createCampaign(app().db, { userId: organiser.user.id, goal: 1000 });
    expect((await patch(c.id, organiser.access_token, { goalAmount: 1800 })).statusCode).toBe(200);
    expect(await entriesFor(c.id)).toEqual([]);
  });

  it('a new goal whose entry cannot be written is not applied', async () => {
    const organiser = await signedIn();
    const c = await campaignWithDonation(organiser.user.id);
    await app().db.execute(sql.raw(`
      create or replace function refuse_organiser_entry() returns trigger language plpgsql as $$
      begin if new.target_id = '${c.id}' then raise exception 'entry refused'; end if; return new; end $$`));
    await app().db.execute(sql.raw('create trigger refuse_organiser_entry before insert on audit_log for each row execute function refuse_organiser_entry()'));
    try {
      const res = await patch(c.id, organiser.access_token, { goalAmount: 5000 });
      expect(res.statusCode).toBe(500);
      const [row] = await app().db.select().from(campaigns).where(eq(campaigns.id, c.id));
      expect(Number(row.goalAmount)).toBe(1000);
    } finally {
      await app().db.execute(sql.raw('drop trigger refuse_organiser_entry on audit_log'));
    }
  });
});
