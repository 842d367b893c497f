// Operating Birr: request ids in every answer and log line, and Prometheus metrics behind a token.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestIdMixin } from '#server/http/request-id';
import { post } from '#tests/support/accounts';
import { createCampaign, createUser } from '#tests/support/fixtures';
import { testApp, type TestApp } from '#tests/support/harness';

const TOKEN = 'metrics-token-0123456789';
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await testApp({
    log: pino({ level: 'info', mixin: requestIdMixin }, sink),
    config: { metricsToken: TOKEN },
    // A mail server that is down: sign-up still works, and says so in the log.
    notifiers: { email: { send: async () => Promise.reject(new Error('mail server down')) }, phone: { send: async () => {} } },
  });
});
afterAll(() => t.close());

describe('request ids', () => {
  it('every answer carries X-Request-Id, and every log line of that request the same id', async () => {
    const res = await post(t, '/api/auth/local/signup', {
      firstName: 'Log',
      lastName: 'Line',
      dateOfBirth: '1990-01-01',
      email: 'logline@example.com',
      password: 'Log-pass-1',
      passwordConfirm: 'Log-pass-1',
    });
    expect(res.statusCode).toBe(201);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = lines.filter((l) => l.reqId === id);
    // Fastify's own lines and the service's warning alike.
    expect(mine.map((l) => l.msg)).toContain('a gateway refused a message sent while the person waited');
    expect(mine.map((l) => l.msg)).toContain('request completed');
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it("keeps a proxy's plain X-Request-Id, and ignores anything else", async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'nginx-4f2a9c1d' } });
    expect(kept.headers['x-request-id']).toBe('nginx-4f2a9c1d');
    const replaced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'x\n"injected": 1' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /metrics', () => {
  it('needs the token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
  });

  it('reports latency per route, 5xx answers, and donations by status', async () => {
    const owner = await createUser(t.db);
    const campaign = await createCampaign(t.db, { userId: owner.id, status: 'ACTIVE' });
    await t.app.inject({ method: 'GET', url: `/api/campaign/${campaign.id}` });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/donation/guest/${campaign.id}`,
      payload: { donorFirstName: 'M', donorLastName: 'E', email: 'm@example.com', amount: 10 },
    });
    expect(started.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/birr_http_request_duration_seconds_count\{method="GET",route="\/api\/campaign\/:id",status="200"\} 1/);
    expect(res.body).toMatch(/birr_donations\{status="PENDING"\} 1/);
    expect(res.body).toContain('birr_process_cpu_seconds_total');
    expect(res.body).toContain('# HELP birr_payouts Withdrawals by status');
    expect(res.body).toContain('# HELP birr_job_queue_depth Background jobs waiting to run');
  });

  it('does not exist without a token configured', async () => {
    const plain = await testApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
