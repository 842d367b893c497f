import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * Who is asking, from where: read by the audit log (modules/audit) so services record the
 * reviewer's address without seeing the request. Entered synchronously in an onRequest hook, as
 * the request's language is (src/i18n/server.ts); `userId` is whoever requireUser put on the
 * request, read when needed.
 */
export type RequestContext = { ip: string; userId: () => string | null };

const current = new AsyncLocalStorage<RequestContext>();

export const requestContext = (): RequestContext | undefined => current.getStore();

export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    current.enterWith({ ip: req.ip, userId: () => req.user?.id ?? null });
  });
}
