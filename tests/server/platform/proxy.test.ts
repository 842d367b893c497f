// The real server behind a real nginx (Debian's, started here) configured like deploy/nginx.conf:
// each client gets its own limits, and a forged X-Forwarded-For gains nothing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startProduct } from '#support/product';

const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0);

/** A POST from a given loopback address (the whole of 127.0.0.0/8 reaches this machine). */
function postFrom(localAddress: string, port: number, urlPath: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = request(
      { host: '127.0.0.1', port, path: urlPath, method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers } },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

let n = 0;
const signup = () => ({
  firstName: 'Proxied',
  lastName: 'Client',
  dateOfBirth: '1990-01-01',
  email: `proxied${++n}@example.com`,
  password: 'Proxy-pass-1',
  passwordConfirm: 'Proxy-pass-1',
});

// `.ci/run` installs nginx from Debian; a machine without it skips this file (and says so).
describe.skipIf(!nginxBin)('behind nginx (deploy/nginx.conf)', () => {
  let product: Awaited<ReturnType<typeof startProduct>>;
  let nginx: ChildProcess;
  let proxyPort: number;
  let dir: string;

  beforeAll(async () => {
    const appPort = await freePort();
    proxyPort = await freePort();
    // The proxy connects from 127.0.0.1; the clients below from 127.0.0.2 and 127.0.0.3, as
    // visitors from the internet would: only the proxy's own address is trusted.
    product = await startProduct({ port: appPort, env: { TRUST_PROXY: '127.0.0.1', SEED: '0' } });
    dir = mkdtempSync(path.join(tmpdir(), 'birr-nginx-'));
    // The shipped site config, pointed at this machine: its upstream block names our one instance.
    const site = readFileSync('deploy/nginx.conf', 'utf8')
      .replace(/upstream birr \{[^}]*\}/, `upstream birr { server 127.0.0.1:${appPort}; }`)
      .replace(/listen 80;/, `listen 127.0.0.1:${proxyPort};`);
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  ${site}
}`,
    );
    nginx = spawn(nginxBin!, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${proxyPort}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 100) throw new Error(`nginx did not start: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 120_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await product?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('two clients get separate limits, and forging X-Forwarded-For gains nothing', async () => {
    for (let i = 0; i < 10; i++) expect((await postFrom('127.0.0.2', proxyPort, '/api/auth/local/signup', signup())).status).toBe(201);
    const limited = await postFrom('127.0.0.2', proxyPort, '/api/auth/local/signup', signup());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    for (const forged of ['198.51.100.7', '127.0.0.1', '10.0.0.1, 198.51.100.8']) {
      const res = await postFrom('127.0.0.2', proxyPort, '/api/auth/local/signup', signup(), { 'x-forwarded-for': forged });
      expect(res.status, forged).toBe(429);
    }
    // Another visitor behind the same proxy is not locked out by the first.
    expect((await postFrom('127.0.0.3', proxyPort, '/api/auth/local/signup', signup())).status).toBe(201);
  });
});
