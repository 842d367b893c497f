import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { SandboxPayments } from './adapters/payments/sandbox';
import type { Deps } from './deps';
import { codeForStatus } from '#contract/errors';
import { DEFAULT_RETRY_AFTER_SECONDS, HttpError } from './http/errors';
import { registerSecurityHeaders } from './http/security';
import { publicCacheHook } from './http/cache';
import { registerMetrics } from './http/metrics';
import { registerLocale } from './http/locale';
import { registerIdempotency } from './http/idempotency';
import { GENERIC_LOCAL_MESSAGE, localizeZodIssues } from './http/zod-locale';
import { currentLocale } from '../i18n/locale';
import { m } from '../i18n/paraglide/messages.js';
import { registerRequestIds, requestIdOf } from './http/request-id';
import { authRoutes } from './modules/auth/routes';
import { identityRoutes } from './modules/identity/routes';
import { campaignRoutes } from './modules/campaigns/routes';
import { createCampaignRoutes } from './modules/campaigns/create-routes';
import { reviewRoutes } from './modules/review/routes';
import { donationRoutes } from './modules/donations/routes';
import { directChargeRoutes } from './modules/donations/direct-charge-routes';
import { payoutRoutes, reviewPayoutRoutes } from './modules/payouts/routes';
import { ledgerRoutes } from './modules/payouts/ledger-routes';
import { refundRoutes } from './modules/refunds/routes';
import { treasurerRoutes } from './modules/treasurers/routes';
import { sandboxRoutes } from './modules/donations/sandbox-routes';
import { healthRoutes } from './modules/health/routes';
import { userRoutes } from './modules/users/routes';
import { updateRoutes } from './modules/updates/routes';
import { followRoutes } from './modules/follows/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { telegramRoutes } from './modules/telegram/routes';
import { wordRoutes } from './modules/words/routes';
import { reportReviewRoutes, reportRoutes } from './modules/reports/routes';
import { relayRoutes } from './modules/relay/routes';
import { manageRoutes } from './modules/campaigns/manage-routes';
import { adminRoutes } from './modules/admin/routes';
import { vitalsRoutes } from './modules/vitals/routes';
import { teamRoutes } from './modules/teams';
import { bankRoutes } from './modules/banks';
import { rateRoutes } from './modules/rates';
import { channelRoutes } from './modules/channels/routes';
import { registerRequestContext } from './http/request-context';
import { registerOpenApi } from './http/openapi';
import { registerPages } from './ssr/pages';
import { donateFormRoutes } from './modules/donations/form-route';
import { myDonationRoutes } from './modules/donations/mine-routes';

const HEADERS_TIMEOUT_MS = 15_000;

/** Busboy's own parse failures (no boundary, a cut-off body, a bad part header) are the client's. */
function isBrokenMultipart(err: FastifyError) {
  return (
    !err.statusCode &&
    /^(Multipart: |Unexpected end of (form|file|multipart data)|Malformed (part|urlencoded) header)/.test(err.message)
  );
}

/** A route as registered (method, full URL, zod schemas): the fuzz test walks every one. */
export type RouteSummary = { method: string; url: string; schema?: Record<string, unknown> };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, filled by an onRoute hook. */
    routeList: RouteSummary[];
  }
}

/** Builds the whole HTTP app; tests call this with their own deps and use app.inject. */
export async function buildApp(deps: Deps) {
  localizeZodIssues();
  const app = Fastify({
    loggerInstance: deps.log,
    genReqId: requestIdOf,
    // Forwarded headers count only from configured proxies (TRUST_PROXY); off by default, so a
    // client cannot pick the address its rate limits are keyed on.
    trustProxy: deps.config.trustProxy,
    // On close (SIGTERM), keep-alive connections with nothing in flight are closed at once;
    // requests still running finish (see main.ts).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A client that trickles its request (slowloris, a slow-body upload) is cut off: the whole
    // request must arrive within REQUEST_TIMEOUT_SECONDS, its headers within HEADERS_TIMEOUT_MS.
    requestTimeout: deps.config.requestTimeoutSeconds * 1000,
    connectionTimeout: deps.config.requestTimeoutSeconds * 1000,
    // Node checks those deadlines every connectionsCheckingInterval (30 s by default).
    http: {
      requestTimeout: deps.config.requestTimeoutSeconds * 1000,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, deps.config.requestTimeoutSeconds * 1000),
      connectionsCheckingInterval: 2_000,
    },
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  registerRequestIds(app);
  registerLocale(app);
  // Who asks and from where, for the audit log (modules/audit).
  registerRequestContext(app);
  registerMetrics(app, deps.metrics, deps.config.metricsToken);
  // Routes with `config: { idempotent: true }` do one write per Idempotency-Key (issue 40); its
  // onSend keeps the answer before compression, so it is registered before that.
  registerIdempotency(app, { db: deps.db, now: deps.now, requestTimeoutMs: deps.config.requestTimeoutSeconds * 1000 });
  app.setValidatorCompiler(validatorCompiler);
  // Only origin-form targets ("/path?query"): an absolute-form ("http://x/…") or "*" target is
  // for proxies, and our pages must never be rendered for another host's address.
  app.addHook('onRequest', async (req, reply) => {
    if (!req.raw.url?.startsWith('/')) return reply.status(400).send({ message: m.srv_err_target_path(), code: codeForStatus(400) });
  });
  // The few answers sent directly rather than thrown (webhooks, metrics, a missing receipt) get
  // their status's code too, so every error answer is { message, code }.
  app.addHook('preSerialization', async (_req, reply, payload) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object' || Array.isArray(payload) || 'code' in payload) return payload;
    if (typeof (payload as { message?: unknown }).message !== 'string') return payload;
    return { ...payload, code: codeForStatus(reply.statusCode) };
  });
  app.decorateRequest('user', null);
  const routeList: RouteSummary[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routeList.push({ method, url: r.url, schema: r.schema as RouteSummary['schema'] });
  });

  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((err: FastifyError, req, reply) => {
    // Every answer here is an ErrorBody (src/contract/errors.ts): { message, code, field? }.
    if (hasZodFastifySchemaValidationErrors(err)) {
      const { message, field } = validationAnswer(err.validation);
      return reply.status(400).send({ message, code: 'VALIDATION_FAILED', ...(field ? { field } : {}) });
    }
    if (isBrokenMultipart(err)) return reply.status(400).send({ message: m.srv_err_broken_multipart(), code: codeForStatus(400) });
    if (err instanceof HttpError) {
      if (err.statusCode === 429) reply.header('retry-after', String(err.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
      return reply.status(err.statusCode).send({ message: err.message, code: err.code, ...(err.field ? { field: err.field } : {}) });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ message: clientErrorMessage(err), code: codeForStatus(status) });
    // Unknown failures: a generic message and an id to find the logged error by; never a stack.
    const errorId = randomBytes(6).toString('hex');
    req.log.error({ err, errorId }, 'unhandled error');
    return reply.status(500).send({ message: m.srv_err_internal({ errorId }), code: 'INTERNAL', errorId });
  });
  // Every 429, whoever answers it, says when to come back.
  app.addHook('onSend', async (_req, reply) => {
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
  });
  await registerSecurityHeaders(app, { publicUrl: deps.config.publicUrl, webDist: deps.config.webDist, checkoutOrigin: deps.payments.checkoutOrigin });

  await app.register(compress, { threshold: 1024 });

  // GET /api/openapi.json from the routes' schemas (and a browsable page outside production).
  await registerOpenApi(app, { publicUrl: deps.config.publicUrl, browsable: !deps.config.production });

  if (deps.payments.name === 'sandbox') {
    await app.register(sandboxRoutes({ ...deps, payments: deps.payments as SandboxPayments }));
  }
  // ETag, 304 and a short Cache-Control on the routes declaring `config: { publicCache: seconds }`.
  app.addHook('onSend', publicCacheHook());

  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps));
      await api.register(campaignRoutes(deps));
      await api.register(createCampaignRoutes(deps));
      await api.register(reviewRoutes(deps));
      // After the launch (issue 26): updates, words of support, reports, the organiser's page.
      await api.register(updateRoutes(deps));
      // Following a campaign (issue 45).
      await api.register(followRoutes(deps));
      await api.register(notificationRoutes(deps));
      await api.register(telegramRoutes(deps));
      await api.register(wordRoutes(deps));
      // Teams raising for a campaign (issue 44).
      await api.register(teamRoutes(deps));
      // Where payouts can go: Chapa's banks and wallets (issue 44).
      await api.register(bankRoutes(deps));
      await api.register(rateRoutes(deps));
      await api.register(reportRoutes(deps));
      // Contact the organiser, thank donors: relayed without an address (issues 42, 44).
      await api.register(relayRoutes(deps));
      await api.register(reportReviewRoutes(deps));
      await api.register(manageRoutes(deps));
      await api.register(donationRoutes(deps));
      await api.register(myDonationRoutes(deps));
      // Wallets charged on Birr's own page (issue 43).
      await api.register(directChargeRoutes(deps));
      await api.register(payoutRoutes(deps));
      await api.register(reviewPayoutRoutes(deps));
      // Open books and refunds (issue 42).
      await api.register(ledgerRoutes(deps));
      await api.register(refundRoutes(deps));
      await api.register(treasurerRoutes(deps));
      await api.register(authRoutes(deps));
      await api.register(identityRoutes(deps));
      await api.register(userRoutes(deps));
      // The operators' console (issue 46).
      await api.register(adminRoutes(deps));
      // Real visitors' speed, as histograms on /metrics.
      await api.register(vitalsRoutes(deps));
      // Where visitors and donations come from (issue 44).
      await api.register(channelRoutes(deps));
    },
    { prefix: '/api' },
  );

  if (deps.storage.publicDir) {
    await app.register(fastifyStatic, {
      root: deps.storage.publicDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      // Renditions are written once under their key and never changed: keep them for good.
      maxAge: '365d',
      immutable: true,
    });
  } else {
    // Media in object storage: every instance serves the same renditions from the bucket.
    // Keys are content-addressed renditions, so browsers and proxies may keep them for good.
    app.get('/media/*', async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      const valid = /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..');
      if (!valid || !(await deps.storage.has('public', key))) {
        return reply.status(404).send({ message: m.srv_err_not_found(), code: codeForStatus(404) });
      }
      const ext = path.extname(key).slice(1).toLowerCase();
      const type = ({ webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' } as Record<string, string>)[ext];
      return reply
        .header('content-type', type ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await deps.storage.read('public', key));
    });
  }

  const webIndex = path.join(deps.config.webDist, 'index.html');
  const hasWeb = existsSync(webIndex);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: deps.config.webDist,
      // Looked up per request (not globbed at start), so a rebuild is served without a restart;
      // a missing file falls through to the not-found handler below.
      index: false,
      // Only the web app's own files: the server and its renderer are built outside this folder
      // (dist/server, dist/ssr), and nothing under a dot-folder (a stray .vite/manifest.json) is sent.
      dotfiles: 'ignore',
      setHeaders(res, file) {
        // Hashed assets never change; everything else (index.html, sw.js, manifest) is revalidated.
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Public pages rendered on the server; the client-rendered shell for the other routes (src/server/ssr).
  const pages = hasWeb ? await registerPages(app, deps) : null;
  // The campaign page's donation form without JavaScript posts to the page itself (issue 43).
  if (pages) await app.register(donateFormRoutes(deps, pages.sendPage));

  app.setNotFoundHandler((req, reply) => {
    const isPage =
      req.method === 'GET' &&
      !req.url.startsWith('/api') &&
      !req.url.startsWith('/media') &&
      !path.extname(req.url.split('?')[0]);
    if (isPage && pages) {
      // A client route gets the shell; an unknown address the server-rendered 404 page.
      return pages.sendPage(req, reply);
    }
    return reply.status(404).send({ message: m.srv_err_route_not_found({ method: req.method, path: req.url.split('?')[0] }), code: codeForStatus(404) });
  });

  return app;
}

/**
 * Fastify's own 4xx answers (a body too large, broken JSON, an unknown content type): its English
 * words in English, ours in the other languages.
 */
const FASTIFY_MESSAGES: Record<string, () => string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => m.srv_err_body_too_large(),
  FST_ERR_CTP_INVALID_JSON_BODY: () => m.srv_err_invalid_json(),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => m.srv_err_empty_json(),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => m.srv_err_media_type(),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => m.srv_err_bad_request(),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => m.srv_err_not_multipart(),
  FST_PARTS_LIMIT: () => m.srv_err_too_many_parts(),
  FST_FILES_LIMIT: () => m.srv_err_too_many_parts(),
  FST_FIELDS_LIMIT: () => m.srv_err_too_many_parts(),
  FST_REQ_FILE_TOO_LARGE: () => m.srv_err_file_too_large(),
};
function clientErrorMessage(err: FastifyError): string {
  if (!err.message) return m.srv_err_bad_request();
  const translated = currentLocale() === 'en' ? undefined : FASTIFY_MESSAGES[err.code];
  return translated ? translated() : err.message;
}

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

const GENERIC_ZOD_MESSAGE = /^(Invalid (input|option|string|email|url|uuid|date|type)|Too (small|big)|Unrecognized|Required|Expected)/;

/**
 * Our schemas carry messages that name their field ("page must be a whole number"); zod's own
 * generic ones get the field put in front ("email: Invalid email address").
 */
function validationAnswer(issues: ValidationIssue[]): { message: string; field?: string } {
  const first = issues[0];
  const message = first?.message ?? m.srv_err_invalid_request();
  const field = first?.instancePath?.split('/').filter(Boolean).join('.') || undefined;
  const generic = GENERIC_ZOD_MESSAGE.test(message) || GENERIC_LOCAL_MESSAGE.test(message);
  return { message: field && generic ? `${field}: ${message}` : message, field };
}
