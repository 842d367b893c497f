import pg from 'pg';
import { freePort, startProduct } from '../e2e/product';
import { startS3 } from '../peers/s3';

export type Instance = Awaited<ReturnType<typeof startProduct>>;

/**
 * Two real server processes (src/server/main.ts, as `npm start` runs it) on one Postgres server
 * and one S3-compatible bucket, started at the same moment on a fresh database — the
 * production path past one machine (README, "Several instances"). `serverUrl` names the Postgres
 * server; each call gets its own database, dropped by `stop`.
 */
export async function startCluster(serverUrl: string, opts: { instances?: number; env?: Record<string, string> } = {}) {
  const name = `birr_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const s3 = await startS3();
  const shared = {
    DATABASE_URL: databaseUrl,
    // One secret for all instances: a token signed by one is accepted by the others.
    JWT_SECRET: 'cluster-test-secret-0123456789abcdef0123456789',
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
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
