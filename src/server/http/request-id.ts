import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** The id of the request being served, for log lines written outside Fastify's request logger. */
const current = new AsyncLocalStorage<string>();

/**
 * A request's id: the proxy's X-Request-Id when it is a plain token (so one id follows a request
 * from nginx to our logs), else a fresh UUID. Anything else a client sends is ignored.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
}

/** Every answer says its request id (X-Request-Id); every log line written while serving it carries it. */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    // Synchronously, before any await: the rest of this request runs in the context set here.
    current.enterWith(req.id);
    reply.header('x-request-id', req.id);
  });
}

/**
 * pino's mixin: adds `reqId` to lines logged by services through deps.log during a request
 * (Fastify's own request logger already binds it).
 */
export function requestIdMixin(_merge: object, _level: number, logger: Logger): object {
  const id = current.getStore();
  return id && !('reqId' in logger.bindings()) ? { reqId: id } : {};
}
