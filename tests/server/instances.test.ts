import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from './cluster';

const serverUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Demo12345!';

type Tokens = { access_token: string; refresh_token: string };

const json = async <T>(res: Response) => (await res.json()) as T;
const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

// Several instances need a database server they share; PGlite lives inside one process.
// `.ci/run` runs this file against the Postgres server it starts.
describe.skipIf(!serverUrl)('two instances on one Postgres server and one bucket', () => {
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  let a: string;
  let b: string;

  beforeAll(async () => {
    cluster = await startCluster(serverUrl!);
    [a, b] = cluster.instances.map((i) => i.baseURL);
  }, 180_000);
  afterAll(() => cluster?.stop());

  it('migrate and seed once when both start together', async () => {
    const [{ n: applied }] = await cluster.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
    const journal = (await import('../../src/server/db/migrations/meta/_journal.json')).default;
    expect(Number(applied)).toBe(journal.entries.length);
    const [{ n: seededUsers }] = await cluster.query<{ n: string }>(
      "select count(*) as n from users where email = 'abebe@example.com'",
    );
    expect(Number(seededUsers)).toBe(1);
    for (const base of [a, b]) expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
  });

  it('refreshes on one instance a session made on the other', async () => {
    const signin = await post(a, '/api/auth/local/signin', { email: 'hana@example.com', password: PASSWORD });
    expect(signin.status).toBe(200);
    const first = await json<Tokens>(signin);
    const refreshed = await post(b, '/api/auth/refresh', {}, { authorization: `Bearer ${first.refresh_token}` });
    expect(refreshed.status).toBe(200);
    const second = await json<Tokens>(refreshed);
    const me = await fetch(`${a}/api/user/me`, { headers: { authorization: `Bearer ${second.access_token}` } });
    expect(me.status).toBe(200);
  });

  it('counts sign-in failures made on both instances against one limit', async () => {
    const wrong = { email: 'selam@example.com', password: 'not-the-password' };
    const statuses: number[] = [];
    for (const base of [a, b, a, b, a]) statuses.push((await post(base, '/api/auth/local/signin', wrong)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixth = await post(b, '/api/auth/local/signin', { email: 'selam@example.com', password: PASSWORD });
    expect(sixth.status).toBe(429);
  });

  it('serves from one instance the pictures the other stored', async () => {
    const list = await json<{ data: Array<{ campaignMedia: Array<{ url: string }> }> }>(
      await fetch(`${a}/api/campaign?page=1&limit=1`),
    );
    const url = list.data[0].campaignMedia[0].url;
    for (const base of [a, b]) {
      const res = await fetch(`${base}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }
  });
});
