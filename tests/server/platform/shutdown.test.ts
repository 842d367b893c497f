import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '#support/product';

/**
 * The real server process (src/server/main.ts on an embedded PGlite directory): SIGTERM while a
 * sign-up is still uploading its body lets that request finish and its account be saved, refuses
 * new connections, exits 0, and leaves the database shut down cleanly, so the next start needs
 * no recovery and finds the account.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'birr-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Server = { proc: ChildProcess; port: number; log: () => string; exited: Promise<number | null> };

async function start(): Promise<Server> {
  const port = await freePort();
  let log = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => (log += d));
  proc.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  await until(() => log.includes('Birr is running') || proc.exitCode !== null, 90_000);
  if (proc.exitCode !== null) throw new Error(`server exited early:\n${log}`);
  return { proc, port, log: () => log, exited };
}

async function until(check: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** 1 = DB_SHUTDOWNED in Postgres' control file (6 would be "in production": not closed). */
const controlState = () => readFileSync(path.join(dataDir, 'pg', 'global', 'pg_control')).readInt32LE(16);

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(true));
  });

describe('graceful stop', () => {
  it('finishes a request in flight on SIGTERM, saves its data, and closes the database cleanly', async () => {
    const server = await start();
    const body = Buffer.from(
      JSON.stringify({
        firstName: 'Tigist',
        lastName: 'Alemu',
        dateOfBirth: '1992-02-02',
        password: 'Slow12345!',
        passwordConfirm: 'Slow12345!',
        email: 'slow@example.com',
      }),
    );
    // A sign-up whose body is still on its way: the server has the headers (it answered
    // "100 Continue"), the handler cannot have run yet.
    const req = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: '/api/auth/local/signup',
      headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
    });
    await new Promise<void>((resolve) => req.once('continue', resolve));
    req.write(body.subarray(0, 20));

    server.proc.kill('SIGTERM');
    await until(() => server.log().includes('SIGTERM: finishing the requests in flight'), 10_000);
    // It stops accepting connections while that request is still waiting for its body.
    let refused = false;
    for (let i = 0; i < 100 && !refused; i++) {
      refused = await refusesConnections(server.port);
      if (!refused) await new Promise((r) => setTimeout(r, 50));
    }
    expect(refused).toBe(true);

    req.end(body.subarray(20));
    const res = await answer;
    expect(res.status, res.text).toBe(201);
    expect(JSON.parse(res.text)).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) });

    expect(await server.exited).toBe(0);
    expect(server.log()).toContain('Stopped');
    expect(controlState()).toBe(1);

    // The next start opens the same directory without recovery and has the account.
    const again = await start();
    try {
      expect(again.log()).not.toMatch(/recovery|not properly shut down/i);
      const signin = await fetch(`http://127.0.0.1:${again.port}/api/auth/local/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'slow@example.com', password: 'Slow12345!' }),
      });
      expect(signin.status).toBe(200);
    } finally {
      again.proc.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    }
    expect(controlState()).toBe(1);
  }, 180_000);
});
