import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';

export const healthRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/health', async (_req, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' };
      } catch {
        return reply.status(503).send({ status: 'unavailable', message: 'Database is not reachable' });
      }
    });
  };
