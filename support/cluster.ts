import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startS3 } from './peers/s3';
import { freePort, startProduct } from './product';
import { scratchDatabase } from './scratch-db';

/**
 * Two real server processes (src/server/main.ts, as `npm start` runs it) on one Postgres server
 * and one S3-compatible bucket, started at the same moment on a fresh database — the
 * production path past one machine (docs/operations.md, "Several instances"). `serverUrl` names the Postgres
 * server; each call gets its own database, dropped by `stop`.
 */
export async function startCluster(serverUrl: string, opts: { instances?: number; env?: Record<string, string> } = {}) {
  const scratch = await scratchDatabase(serverUrl, 'birr_cluster');
  const databaseUrl = scratch.url;

  const s3 = await startS3();
  const shared = {
    DATABASE_URL: databaseUrl,
    // Production mode, as the Dockerfile runs it (compose.yaml's settings): the secrets and the
    // provider given explicitly, the demo seeded because SEED=1 says so.
    NODE_ENV: 'production',
    PAYMENTS: 'sandbox',
    SEED: '1',
    // One secret for all instances: a token signed by one is accepted by the others. Made for
    // this run, so the repository holds none production would accept.
    JWT_SECRET: randomBytes(48).toString('base64'),
    ...s3.env,
    ...opts.env,
  };
  const ports = await Promise.all(Array.from({ length: opts.instances ?? 2 }, () => freePort()));
  const instances = await Promise.all(ports.map((port) => startProduct({ port, env: shared })));

  return {
    instances,
    databaseUrl,
    s3,
    async query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      try {
        return (await c.query(text, values)).rows as T[];
      } finally {
        await c.end();
      }
    },
    async stop() {
      await Promise.all(instances.map((i) => i.stop()));
      await s3.close();
      await scratch.drop({ force: true });
    },
  };
}
