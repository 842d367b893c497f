import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ENDPOINTS,
  AdminUserChange,
  AdminUserDetail,
  AdminUserList,
  AdminUserParams,
  AuditList,
  AuditQuery,
  DeactivateBody,
  MoneyCsvQuery,
  MoneyList,
  MoneyQuery,
  Overview,
  OverviewQuery,
  Reconciliation,
  ReconciliationQuery,
  RoleBody,
  UsersQuery,
} from '#contract/admin';
import { ErrorBody } from '#contract/errors';
import { OpsHealth } from '#contract/ops-alerts';
import { todayInEthiopia } from '#contract/dates';
import type { Deps } from '#server/deps';
import { currentUser } from '#server/http/auth';
import { noStore } from '#server/http/cache';
import { requireReviewer } from '#server/http/guards';
import { m } from '#i18n/paraglide/messages.js';
import { currentAlerts } from '../ops/alerts';
import { auditEntries } from './audit-list';
import { moneyCsv, moneyList } from './money';
import { overview } from './overview';
import { reconciliation } from './reconciliation';
import { deactivate, reactivate, searchUsers, setRole, userDetail, type PeopleDeps } from './people';

/** Every refusal these routes give: `{ message, code, field? }`. */
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;

/**
 * The operators' console (issue 46): the overview, people (search, detail, deactivation, roles),
 * every movement of money (and its CSV), its reconciliation with the providers, the audit log, and
 * what is broken now (health: alerts an operator must act on).
 * Reviewers only, never cached.
 */
export const adminRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const d: PeopleDeps = { db: deps.db, now: deps.now, config: deps.config };
    app.addHook('onRequest', requireReviewer(deps));
    app.addHook('onSend', noStore);

    app.get(ADMIN_ENDPOINTS.overview, { schema: { querystring: OverviewQuery, response: { 200: Overview, ...refusals } } }, async (req) => ({
      data: await overview(deps.db, req.query.days, deps.now()),
    }));

    app.get(ADMIN_ENDPOINTS.users, { schema: { querystring: UsersQuery, response: { 200: AdminUserList, ...refusals } } }, (req) => searchUsers(deps.db, req.query));

    app.get('/admin/users/:id', { schema: { params: AdminUserParams, response: { 200: AdminUserDetail, ...refusals } } }, async (req) => ({
      data: await userDetail(deps.db, req.params.id.toLowerCase()),
    }));

    app.post(
      '/admin/users/:id/deactivate',
      { schema: { params: AdminUserParams, body: DeactivateBody, response: { 200: AdminUserChange, ...refusals } }, config: { idempotent: true } },
      async (req) => ({
        data: await deactivate(d, currentUser(req).id, req.params.id.toLowerCase(), req.body.reason),
        message: m.adm_deactivated(),
      }),
    );

    app.post(
      '/admin/users/:id/reactivate',
      { schema: { params: AdminUserParams, response: { 200: AdminUserChange, ...refusals } }, config: { idempotent: true } },
      async (req) => ({
        data: await reactivate(d, currentUser(req).id, req.params.id.toLowerCase()),
        message: m.adm_reactivated(),
      }),
    );

    app.put(
      '/admin/users/:id/role',
      { schema: { params: AdminUserParams, body: RoleBody, response: { 200: AdminUserChange, ...refusals } } },
      async (req) => ({
        data: await setRole(d, currentUser(req).id, req.params.id.toLowerCase(), req.body.role),
        message: m.adm_role_changed(),
      }),
    );

    app.get(ADMIN_ENDPOINTS.money, { schema: { querystring: MoneyQuery, response: { 200: MoneyList, ...refusals } } }, (req) => moneyList(deps.db, req.query));

    app.get(ADMIN_ENDPOINTS.moneyCsv, { schema: { querystring: MoneyCsvQuery } }, async (req, reply) => {
      const csv = await moneyCsv(deps.db, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="birr-money-${todayInEthiopia(deps.now())}.csv"`)
        .send(csv);
    });

    app.get(ADMIN_ENDPOINTS.reconciliation, { schema: { querystring: ReconciliationQuery, response: { 200: Reconciliation, ...refusals } } }, async (req) => ({
      data: await reconciliation(deps.db, deps, req.query, deps.now()),
    }));

    app.get(ADMIN_ENDPOINTS.health, { schema: { response: { 200: OpsHealth, ...refusals } } }, async () => ({
      data: { alerts: await currentAlerts(deps.db, deps.now()), checkedAt: deps.now().toISOString() },
    }));

    app.get(ADMIN_ENDPOINTS.audit, { schema: { querystring: AuditQuery, response: { 200: AuditList, ...refusals } } }, (req) => auditEntries(deps.db, req.query));
  };
