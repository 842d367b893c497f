import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/**
 * The real server on the built app (dist/), on a fresh embedded database seeded with the demo,
 * exactly as `npm start` serves it minus the build. Resolves once /api/health answers; used by
 * the browser tests and the benchmarks.
 */
export async function startProduct(opts: {
  port: number;
  env?: Record<string, string>;
  compiled?: boolean;
  /** Start again on the data of a product stopped with `stop({ keepData: true })`: a restart, no new seeding. */
  dataDir?: string;
  /**
   * Start on a copy of this data (a fresh product's, stopped with `stop({ keepData: true })`):
   * migrated and seeded already, so the server is up in seconds instead of creating its database,
   * running every migration and seeding the demo again. The copy gets a secret of its own.
   */
  template?: string;
}) {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'birr-product-'));
  if (opts.template && !opts.dataDir) {
    cpSync(opts.template, dataDir, { recursive: true });
    rmSync(path.join(dataDir, 'secret.key'), { force: true });
  }
  const baseURL = `http://127.0.0.1:${opts.port}`;
  let log = '';
  // The browser tests run the compiled server as production does (`npm run build` made it);
  // the API suite, which runs before the build, starts it from source.
  const args = opts.compiled ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const server = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // The browser tests give each test its own client address with X-Forwarded-For, as a proxy
      // on loopback would; without this setting the server ignores that header (the default).
      TRUST_PROXY: 'loopback',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));
  const stop = async ({ keepData = false } = {}) => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  // Migrating and seeding take seconds on a quiet machine, but a minute and more on a busy one
  // (two servers starting side by side for the browser tests, other work on the same cores).
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop({ keepData: !!opts.dataDir });
      throw new Error(`The server exited early:\n${log}`);
    }
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop({ keepData: !!opts.dataDir });
      throw new Error(`The server did not start in 240 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, dataDir, stop };
}
