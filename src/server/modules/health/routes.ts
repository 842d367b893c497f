import type { Deps } from '#server/deps';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEALTH_ENDPOINTS, HealthAnswer } from '#contract/health';

/**
 * For a load balancer: /health says the process answers (liveness: restart it if not);
 * /health/ready says this instance can serve (its database and its media store answer).
 */
export const healthRoutes =
  ({ db, storage }: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const schema = { response: { 200: HealthAnswer, 503: HealthAnswer } };
    app.get(HEALTH_ENDPOINTS.live, { schema }, async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

    app.get(HEALTH_ENDPOINTS.ready, { schema }, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await db.execute(sql`select 1`);
      } catch {
        return reply.status(503).send({ status: 'unavailable', message: 'Database is not reachable' });
      }
      try {
        await storage.ready?.();
      } catch {
        return reply.status(503).send({ status: 'unavailable', message: 'Media storage is not reachable' });
      }
      return { status: 'ok' as const };
    });
  };
