import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startOidcProvider } from '../peers/oidc';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** The loopback OpenID Connect provider standing in for Google. */
    oidcIssuer: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/**
 * Starts the real server on the built app (dist/), on a fresh embedded database seeded with the
 * demo, exactly as `npm start` does — minus the build, which `npm test` runs before this.
 * Google sign-in points at a real OpenID Connect provider on loopback (tests/peers/oidc.ts); the
 * server's port is chosen first, since the provider must know the redirect URI up front.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) {
    throw new Error('The browser tests run against the built app: run `npx vite build` first (npm test does).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'birr-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const idp = await startOidcProvider({ redirectUris: [`${baseURL}/api/auth/google/callback`] });
  let log = '';
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      GOOGLE_ISSUER: idp.issuer,
      GOOGLE_CLIENT_ID: idp.clientId,
      GOOGLE_CLIENT_SECRET: idp.clientSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) {
      await idp.close();
      throw new Error(`The server exited early:\n${log}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start in 90 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('oidcIssuer', idp.issuer);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await idp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
