import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, campaignEdits, campaignReports, campaigns, donations, withdrawals } from '#server/db/schema';
import { bearer } from '#tests/support/accounts';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { appWithPeople } from '#tests/support/people';

// Issue 46, who did what: every reviewer action leaves an entry, written with the action or not
// at all, and nobody changes or removes one.

const { app, from, person, signedIn } = appWithPeople('audit-', {});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  app().app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...from() }, ...(payload ? { payload } : {}) });

const entriesFor = (targetId: string) => app().db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

async function withdrawal(campaignId: string, requestedBy: string, status: 'REQUESTED' | 'HELD', key: string) {
  const [w] = await app()
    .db.insert(withdrawals)
    .values({ campaignId, requestedBy, amount: '100.00', status, bankName: 'AWASH_BANK', holderName: 'Holder', accountNumber: '1000123456789', idempotencyKey: key, ...(status === 'HELD' ? { reference: `ref-${key}`, providerAmount: '90.00' } : {}) })
    .returning();
  return w;
}

describe('audit log', () => {
  it('records each reviewer action with who, what, which record, why and from where', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    const { user: organiser } = await person();
    const db = app().db;
    const pendingA = await createCampaign(db, { userId: organiser.id, status: 'PENDING' });
    const pendingB = await createCampaign(db, { userId: organiser.id, status: 'PENDING' });
    const live = await createCampaign(db, { userId: organiser.id });
    await addDonation(db, live.id, { amount: 500 });
    const [word] = await db.update(donations).set({ message: 'Stay strong' }).where(eq(donations.campaignId, live.id)).returning();
    await db.insert(campaignReports).values({ campaignId: live.id, reason: 'FRAUD', reporterEmail: 'r@example.com' });
    const [editA] = await db.insert(campaignEdits).values({ campaignId: live.id, userId: organiser.id, status: 'PENDING', pending: { title: 'New title' }, changes: { title: { from: 'a', to: 'New title' } } }).returning();
    const toApprove = await withdrawal(live.id, organiser.id, 'REQUESTED', 'a');
    const other = await createCampaign(db, { userId: organiser.id });
    const [editB] = await db.insert(campaignEdits).values({ campaignId: other.id, userId: organiser.id, status: 'PENDING', pending: { title: 'Other' }, changes: { title: { from: 'b', to: 'Other' } } }).returning();
    const toReject = await withdrawal(other.id, organiser.id, 'REQUESTED', 'r');
    const held = await withdrawal((await createCampaign(db, { userId: organiser.id })).id, organiser.id, 'HELD', 'h');

    const steps: [string, string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['campaign.approve', pendingA.id, 'POST', `/api/review/campaigns/${pendingA.id}/approve`],
      ['campaign.reject', pendingB.id, 'POST', `/api/review/campaigns/${pendingB.id}/reject`, { reason: 'Blurry documents' }],
      ['reports.dismiss', live.id, 'POST', `/api/review/campaigns/${live.id}/reports/dismiss`],
      ['word.remove', word.id, 'DELETE', `/api/review/words/${word.id}`],
      ['edit.approve', editA.id, 'POST', `/api/review/edits/${editA.id}/approve`],
      ['edit.reject', editB.id, 'POST', `/api/review/edits/${editB.id}/reject`, { reason: 'Not the same cause' }],
      ['payout.reject', toReject.id, 'POST', `/api/review/withdrawals/${toReject.id}/reject`, { reason: 'Wrong account' }],
      ['payout.approve', toApprove.id, 'POST', `/api/review/withdrawals/${toApprove.id}/approve`],
      ['payout.held_failed', held.id, 'POST', `/api/review/withdrawals/${held.id}/failed`, { reason: 'Bank says nothing arrived' }],
      ['campaign.suspend', live.id, 'POST', `/api/review/campaigns/${live.id}/suspend`, { reason: 'Under investigation' }],
      ['campaign.reinstate', live.id, 'POST', `/api/review/campaigns/${live.id}/reinstate`],
    ];
    for (const [action, target, method, url, body] of steps) {
      const res = await app().app.inject({ method, url, headers: { ...bearer(reviewer.access_token), 'x-forwarded-for': '10.46.0.7' }, ...(body ? { payload: body } : {}) });
      expect(res.statusCode, `${action}: ${res.body}`).toBeLessThan(300);
      const entry = (await entriesFor(target)).find((e) => e.action === action);
      expect(entry, action).toMatchObject({ actorId: reviewer.user.id, ip: '10.46.0.7' });
    }
    expect((await entriesFor(pendingB.id))[0].reason).toBe('Blurry documents');

    // Reviewers read it, filtered.
    const list = await call('GET', `/api/admin/audit?actor=${reviewer.user.id}&action=campaign.suspend`, reviewer.access_token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ action: 'campaign.suspend', targetId: live.id, reason: 'Under investigation', actor: { id: reviewer.user.id, name: expect.any(String) } })]);
    const bad = await call('GET', '/api/admin/audit?from=2026-02-01&to=2026-01-01', reviewer.access_token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'from' });
  });

  it('an action whose entry cannot be written does not happen', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    const c = await createCampaign(app().db, { status: 'PENDING' });
    // The database refuses this one entry, as a full disk or a broken constraint would.
    await app().db.execute(sql.raw(`
      create or replace function refuse_one_entry() returns trigger language plpgsql as $$
      begin if new.target_id = '${c.id}' then raise exception 'entry refused'; end if; return new; end $$`));
    await app().db.execute(sql.raw('create trigger refuse_one_entry before insert on audit_log for each row execute function refuse_one_entry()'));
    try {
      const res = await call('POST', `/api/review/campaigns/${c.id}/approve`, reviewer.access_token);
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe('INTERNAL');
      const [row] = await app().db.select().from(campaigns).where(eq(campaigns.id, c.id));
      expect(row.status).toBe('PENDING');
    } finally {
      await app().db.execute(sql.raw('drop trigger refuse_one_entry on audit_log'));
    }
  });

  it('nobody can change or remove an entry, not even with SQL', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    const c = await createCampaign(app().db, { status: 'PENDING' });
    await call('POST', `/api/review/campaigns/${c.id}/approve`, reviewer.access_token);
    const [entry] = await entriesFor(c.id);
    expect(entry.action).toBe('campaign.approve');
    await expect(app().db.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.id, entry.id))).rejects.toThrow();
    await expect(app().db.delete(auditLog).where(eq(auditLog.id, entry.id))).rejects.toThrow();
    await expect(app().db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await entriesFor(c.id)).toEqual([entry]);
  });
});

describe('who may use the console', () => {
  const ROUTES: [('GET' | 'POST' | 'PUT'), (id: string) => string, object?][] = [
    ['GET', () => '/api/admin/overview'],
    ['GET', () => '/api/admin/users?q=a'],
    ['GET', (id) => `/api/admin/users/${id}`],
    ['POST', (id) => `/api/admin/users/${id}/deactivate`, { reason: 'x' }],
    ['POST', (id) => `/api/admin/users/${id}/reactivate`],
    ['PUT', (id) => `/api/admin/users/${id}/role`, { role: 'ADMIN' }],
    ['GET', () => '/api/admin/money'],
    ['GET', () => '/api/admin/money.csv'],
    ['GET', () => '/api/admin/audit'],
    ['GET', () => '/api/admin/reconciliation'],
    ['GET', () => '/api/admin/health'],
  ];

  it('answers 401 without a token, 403 to a non-reviewer, and refuses a deactivated reviewer', async () => {
    const plain = await signedIn();
    const reviewer = await signedIn({ role: 'ADMIN' });
    const boss = await signedIn({ role: 'ADMIN' });
    const { user: someone } = await person();
    expect((await call('POST', `/api/admin/users/${reviewer.user.id}/deactivate`, boss.access_token, { reason: 'Left the team' })).statusCode).toBe(200);
    for (const [method, url, body] of ROUTES) {
      const path = url(someone.id);
      const none = await call(method, path, undefined, body);
      expect(none.statusCode, path).toBe(401);
      expect(none.json().code).toBe('UNAUTHORIZED');
      const user = await call(method, path, plain.access_token, body);
      expect(user.statusCode, path).toBe(403);
      expect(user.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only reviewers can do this' });
      const gone = await call(method, path, reviewer.access_token, body);
      expect([401, 403], path).toContain(gone.statusCode);
    }
    // Nothing those refused calls asked for happened.
    expect((await entriesFor(someone.id)).length).toBe(0);
  });
});
