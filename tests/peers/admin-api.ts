import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AdminUserChange,
  AdminUserDetail,
  AdminUserList,
  AuditList,
  AuditQuery,
  DeactivateBody,
  MoneyCsvQuery,
  MoneyList,
  MoneyQuery,
  Overview,
  RoleBody,
  UsersQuery,
  type AuditEntry,
  type MoneyRow,
} from '#contract/admin';
import { OpsHealth, type OpsAlert } from '#contract/ops-alerts';
import { pageMeta } from '#contract/page-query';
import { m } from '#i18n/paraglide/messages.js';

/**
 * The console's API (docs/console.md) on loopback, for the console's pages in jsdom: the paths
 * under /api/admin/, a bearer token required (401 without), queries and bodies read with the
 * contract's own schemas (a refusal is 400 `{message, code: 'VALIDATION_FAILED', field}`), every
 * answer checked against the contract's answer schema before it leaves. It holds people and
 * movements of money in memory and changes them as the real service does in outline: deactivating
 * suspends the person's ACTIVE campaigns; the signed-in reviewer (`self`) cannot deactivate
 * themselves or change their own role (403); deactivating twice is a 409.
 */
export type Person = AdminUserDetail['data'];
export type AdminPeerState = { overview: (days: number) => Overview['data']; people: Person[]; money: MoneyRow[]; audit?: AuditEntry[]; health?: OpsAlert[]; self: string };
export type AdminCall = { method: string; path: string; query: URLSearchParams; auth: string | null; body: unknown };

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const refuse = (res: ServerResponse, status: number, code: string, message: string, field?: string) => json(res, status, { message, code, ...(field ? { field } : {}) });

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** The first issue of a schema's refusal, as the server's error handler words it. */
const invalid = (res: ServerResponse, error: { issues: Array<{ message: string; path: PropertyKey[] }> }) =>
  refuse(res, 400, 'VALIDATION_FAILED', error.issues[0]!.message, String(error.issues[0]!.path[0] ?? ''));

const page = <T>(items: T[], pageNo: number, limit: number) => ({ data: items.slice((pageNo - 1) * limit, pageNo * limit), meta: pageMeta(items.length, { page: pageNo, limit }) });

const addisDay = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10);

function moneyRows(rows: MoneyRow[], f: { q?: string; campaignId?: string; status?: string; from?: string; to?: string }) {
  const q = f.q?.toLowerCase();
  return rows.filter(
    (r) =>
      (!q || [r.name, r.campaignTitle, r.reference ?? '', r.providerReference ?? ''].some((s) => s.toLowerCase().includes(q))) &&
      (!f.campaignId || r.campaignId === f.campaignId) &&
      (!f.status || r.status === f.status) &&
      (!f.from || addisDay(r.at) >= f.from) &&
      (!f.to || addisDay(r.at) <= f.to),
  );
}

const CSV_HEAD = 'kind,id,campaign_id,campaign_title,name,amount,currency,status,reference,provider,provider_reference,at';
const csvOf = (rows: MoneyRow[]) =>
  [CSV_HEAD, ...rows.map((r) => [r.kind, r.id, r.campaignId, r.campaignTitle, r.name, r.amount.toFixed(2), r.currency, r.status, r.reference, r.provider, r.providerReference, r.at].join(','))].join('\n') + '\n';

export async function startAdminPeer(state: AdminPeerState) {
  const calls: AdminCall[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://peer');
      const body = req.method === 'GET' ? undefined : await readBody(req);
      const auth = req.headers.authorization ?? null;
      calls.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, auth, body });
      if (!auth?.startsWith('Bearer ')) return refuse(res, 401, 'UNAUTHORIZED', 'Please sign in');
      const query = Object.fromEntries(url.searchParams);
      const path = url.pathname.replace(/^\/api/, '');
      const person = (id: string) => state.people.find((p) => p.user.id === id);

      if (req.method === 'GET' && path === '/admin/overview') {
        const days = Number(query.days ?? 30);
        return json(res, 200, Overview.parse({ data: state.overview(days) }));
      }
      if (req.method === 'GET' && path === '/admin/users') {
        const q = UsersQuery.safeParse(query);
        if (!q.success) return invalid(res, q.error);
        const s = q.data.q?.toLowerCase();
        const found = state.people.map((p) => p.user).filter((u) => !s || [`${u.firstName} ${u.lastName}`, u.email ?? '', u.phoneNumber ?? ''].some((v) => v.toLowerCase().includes(s)));
        return json(res, 200, AdminUserList.parse(page(found, q.data.page, q.data.limit)));
      }
      const one = /^\/admin\/users\/([^/]+)(?:\/(deactivate|reactivate|role))?$/.exec(path);
      if (one) {
        const p = person(one[1]!);
        if (!p) return refuse(res, 404, 'NOT_FOUND', m.adm_user_not_found());
        const action = one[2];
        if (!action && req.method === 'GET') return json(res, 200, AdminUserDetail.parse({ data: p }));
        if (p.user.id === state.self) return refuse(res, 403, 'FORBIDDEN', m.adm_not_yourself());
        let campaignsChanged = 0;
        let message = '';
        if (action === 'deactivate' && req.method === 'POST') {
          const b = DeactivateBody.safeParse(body);
          if (!b.success) return invalid(res, b.error);
          if (!p.user.isActive) return refuse(res, 409, 'CONFLICT', m.adm_already_inactive());
          p.user = { ...p.user, isActive: false, deactivatedAt: new Date().toISOString(), deactivatedReason: b.data.reason };
          for (const c of p.campaigns) if (c.status === 'ACTIVE') (c.status = 'SUSPENDED'), campaignsChanged++;
          message = m.adm_deactivated();
        } else if (action === 'reactivate' && req.method === 'POST') {
          if (p.user.isActive) return refuse(res, 409, 'CONFLICT', m.adm_not_inactive());
          p.user = { ...p.user, isActive: true, deactivatedAt: null, deactivatedReason: null };
          message = m.adm_reactivated();
        } else if (action === 'role' && req.method === 'PUT') {
          const b = RoleBody.safeParse(body);
          if (!b.success) return invalid(res, b.error);
          if (p.user.role === b.data.role) return refuse(res, 409, 'CONFLICT', m.adm_role_same());
          p.user = { ...p.user, role: b.data.role };
          message = m.adm_role_changed();
        } else return refuse(res, 404, 'NOT_FOUND', 'Not found');
        return json(res, 200, AdminUserChange.parse({ data: { user: p.user, campaignsChanged, withdrawalsChanged: 0 }, message }));
      }
      if (req.method === 'GET' && path === '/admin/money') {
        const q = MoneyQuery.safeParse(query);
        if (!q.success) return invalid(res, q.error);
        return json(res, 200, MoneyList.parse(page(moneyRows(state.money, q.data), q.data.page, q.data.limit)));
      }
      if (req.method === 'GET' && path === '/admin/money.csv') {
        const q = MoneyCsvQuery.safeParse(query);
        if (!q.success) return invalid(res, q.error);
        res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="birr-money.csv"' });
        return res.end(csvOf(moneyRows(state.money, q.data)));
      }
      if (req.method === 'GET' && path === '/admin/audit') {
        const q = AuditQuery.safeParse(query);
        if (!q.success) return invalid(res, q.error);
        const { actor, action, targetId, from, to } = q.data;
        const found = (state.audit ?? []).filter(
          (e) =>
            (!actor || e.actor?.id === actor) &&
            (!action || e.action === action) &&
            (!targetId || e.targetId === targetId) &&
            (!from || addisDay(e.at) >= from) &&
            (!to || addisDay(e.at) <= to),
        );
        return json(res, 200, AuditList.parse(page(found, q.data.page, q.data.limit)));
      }
      if (req.method === 'GET' && path === '/admin/health') {
        return json(res, 200, OpsHealth.parse({ data: { alerts: state.health ?? [], checkedAt: new Date().toISOString() } }));
      }
      return refuse(res, 404, 'NOT_FOUND', 'Not found');
    })().catch((err: unknown) => refuse(res, 500, 'INTERNAL', String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    /** The CSV the peer answers for these filters (what a download must hold). */
    csvFor: (f: Parameters<typeof moneyRows>[1]) => csvOf(moneyRows(state.money, f)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
