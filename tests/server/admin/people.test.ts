import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, campaigns, users, withdrawals } from '#server/db/schema';
import { bearer } from '#tests/support/accounts';
import { addDonation, createCampaign } from '#tests/support/fixtures';
import { appWithPeople } from '#tests/support/people';

// Issue 46, people: search, a person's record, deactivation (and its undoing), roles.

const { app, from, person, signin, signedIn } = appWithPeople('people-', {});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  app().app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...from() }, ...(payload ? { payload } : {}) });

async function withdrawal(campaignId: string, requestedBy: string, status: 'REQUESTED' | 'APPROVED' | 'PAID', key: string) {
  const [w] = await app()
    .db.insert(withdrawals)
    .values({ campaignId, requestedBy, amount: '100.00', status, bankName: 'AWASH_BANK', holderName: 'Holder', accountNumber: '1000123456789', idempotencyKey: key, ...(status === 'PAID' ? { transferStartedAt: new Date() } : {}) })
    .returning();
  return w;
}

describe('people', () => {
  it('finds people by name, email or phone, and shows what they did', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    const { user } = await person({ firstName: 'Selamawit', lastName: 'Bekele', phoneNumber: '+251911223344' });
    const c = await createCampaign(app().db, { userId: user.id, title: 'Clinic roof' });
    await addDonation(app().db, c.id, { amount: 250 });
    for (const q of ['selamawit bek', user.email!.toUpperCase(), '0911223344']) {
      const res = await call('GET', `/api/admin/users?q=${encodeURIComponent(q)}`, reviewer.access_token);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().data.map((u: { id: string }) => u.id), q).toContain(user.id);
    }
    const none = await call('GET', '/api/admin/users?q=nobody-by-this-name', reviewer.access_token);
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const detail = await call('GET', `/api/admin/users/${user.id}`, reviewer.access_token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.campaigns).toEqual([expect.objectContaining({ id: c.id, title: 'Clinic roof', raisedAmount: 250 })]);
    expect(detail.json().data.verification).toEqual({ accountVerified: true, google: false });
    // No password hash or secret leaves.
    expect(detail.body).not.toContain('passwordHash');
    const missing = await call('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000', reviewer.access_token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'There is no such person' });
  });

  it('deactivating ends every session at once, refuses sign-in and refresh, suspends live campaigns and holds open payouts', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    const target = await signedIn();
    const second = await signin(target.email);
    const live = await createCampaign(app().db, { userId: target.user.id });
    const done = await createCampaign(app().db, { userId: target.user.id, status: 'COMPLETED' });
    const requested = await withdrawal(live.id, target.user.id, 'REQUESTED', 'k1');
    const paid = await withdrawal(done.id, target.user.id, 'PAID', 'k2');

    const res = await call('POST', `/api/admin/users/${target.user.id}/deactivate`, reviewer.access_token, { reason: 'Fraudulent story' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { user: { isActive: false, deactivatedReason: 'Fraudulent story' }, campaignsChanged: 1, withdrawalsChanged: 1 }, message: 'Account deactivated: every session has ended' });

    for (const token of [target.access_token, second.access_token]) expect((await call('GET', '/api/user/me', token)).statusCode).toBe(401);
    const refresh = await call('POST', '/api/auth/refresh', undefined, { refresh_token: target.refresh_token });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(401);
    const again = await app().app.inject({ method: 'POST', url: '/api/auth/local/signin', headers: from(), payload: { email: target.email, password: 'Demo12345!' } });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE', message: 'This account has been deactivated' });

    const [c] = await app().db.select().from(campaigns).where(eq(campaigns.id, live.id));
    expect(c).toMatchObject({ status: 'SUSPENDED', suspendedReason: 'Fraudulent story', statusBeforeSuspension: 'ACTIVE' });
    const [d] = await app().db.select().from(campaigns).where(eq(campaigns.id, done.id));
    expect(d.status).toBe('COMPLETED');
    const [w] = await app().db.select().from(withdrawals).where(eq(withdrawals.id, requested.id));
    expect(w.status).toBe('HELD');
    const [p] = await app().db.select().from(withdrawals).where(eq(withdrawals.id, paid.id));
    expect(p.status).toBe('PAID');

    const twice = await call('POST', `/api/admin/users/${target.user.id}/deactivate`, reviewer.access_token, { reason: 'again' });
    expect(twice.statusCode).toBe(409);

    // Reactivation restores exactly that, and nothing a reviewer decided meanwhile.
    const other = await createCampaign(app().db, { userId: target.user.id, status: 'ACTIVE' });
    await app().db.update(campaigns).set({ status: 'SUSPENDED', statusBeforeSuspension: 'ACTIVE', suspendedReason: 'reviewer' }).where(eq(campaigns.id, other.id));
    const back = await call('POST', `/api/admin/users/${target.user.id}/reactivate`, reviewer.access_token);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ user: { isActive: true, deactivatedReason: null }, campaignsChanged: 1, withdrawalsChanged: 1 });
    expect((await app().db.select().from(campaigns).where(eq(campaigns.id, live.id)))[0]).toMatchObject({ status: 'ACTIVE', suspendedReason: null });
    expect((await app().db.select().from(campaigns).where(eq(campaigns.id, other.id)))[0].status).toBe('SUSPENDED');
    expect((await app().db.select().from(withdrawals).where(eq(withdrawals.id, requested.id)))[0].status).toBe('REQUESTED');
    // Old sessions stay ended; signing in works again.
    expect((await call('GET', '/api/user/me', target.access_token)).statusCode).toBe(401);
    await signin(target.email);

    const entries = await app().db.select().from(auditLog).where(eq(auditLog.targetId, target.user.id));
    expect(entries.map((e) => [e.action, e.actorId, e.reason])).toEqual(
      expect.arrayContaining([
        ['user.deactivate', reviewer.user.id, 'Fraudulent story'],
        ['user.reactivate', reviewer.user.id, null],
      ]),
    );
  });

  it('a deactivation needs a reason', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    const { user } = await person();
    const res = await call('POST', `/api/admin/users/${user.id}/deactivate`, reviewer.access_token, { reason: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'reason', message: 'Please give a reason' });
    expect((await app().db.select().from(users).where(eq(users.id, user.id)))[0].isActive).toBe(true);
  });

  it('a reviewer cannot deactivate or change the role of themselves or of the operator', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    const self = await call('POST', `/api/admin/users/${reviewer.user.id}/deactivate`, reviewer.access_token, { reason: 'x' });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ code: 'FORBIDDEN', message: 'You cannot deactivate yourself or change your own role' });
    expect((await call('PUT', `/api/admin/users/${reviewer.user.id}/role`, reviewer.access_token, { role: 'USER' })).statusCode).toBe(403);
    // ADMIN_EMAIL names the operator's account (read by the console on each request).
    const operatorEmail = 'Operator@Birr.example';
    Object.assign(app().deps.config, { adminEmail: operatorEmail });
    const { user: operator } = await person({ email: operatorEmail.toLowerCase(), role: 'ADMIN' });
    const off = await call('POST', `/api/admin/users/${operator.id}/deactivate`, reviewer.access_token, { reason: 'x' });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe("The operator's account cannot be deactivated and its role cannot be changed");
    expect((await call('PUT', `/api/admin/users/${operator.id}/role`, reviewer.access_token, { role: 'USER' })).statusCode).toBe(403);
  });

  it('granting and taking the role ends that person’s sessions and is recorded', async () => {
    const reviewer = await signedIn({ role: 'ADMIN' });
    const target = await signedIn();
    const grant = await call('PUT', `/api/admin/users/${target.user.id}/role`, reviewer.access_token, { role: 'ADMIN' });
    expect(grant.statusCode, grant.body).toBe(200);
    expect(grant.json()).toMatchObject({ data: { user: { role: 'ADMIN' } }, message: 'Role changed: their sessions have ended' });
    expect((await call('GET', '/api/user/me', target.access_token)).statusCode).toBe(401);
    const now = await signin(target.email);
    expect((await call('GET', '/api/admin/users', now.access_token)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/users/${target.user.id}/role`, reviewer.access_token, { role: 'ADMIN' })).statusCode).toBe(409);
    const take = await call('PUT', `/api/admin/users/${target.user.id}/role`, reviewer.access_token, { role: 'USER' });
    expect(take.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/users', now.access_token)).statusCode).toBe(401);
    const bad = await call('PUT', `/api/admin/users/${target.user.id}/role`, reviewer.access_token, { role: 'ROOT' });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'role' });
    const log = await call('GET', `/api/admin/audit?action=user.role&targetId=${target.user.id}`, reviewer.access_token);
    expect(log.json().data.map((e: { details: unknown }) => e.details)).toEqual([
      { from: 'ADMIN', to: 'USER' },
      { from: 'USER', to: 'ADMIN' },
    ]);
  });
});
