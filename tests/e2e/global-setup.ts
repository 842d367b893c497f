import { existsSync, rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from '#support/chromium';
import { startOidcProvider } from '../peers/oidc';
import { freePort, startProduct } from '#support/product';
import { createReviewer, REVIEWER_EMAIL } from './reviewer';
import type {} from './server';

/**
 * Starts the real server on the built app (dist/), on a fresh embedded database seeded with the
 * demo, exactly as `npm start` does — minus the build, which `npm test` runs before this — once
 * per worker slot: the e2e files run two at a time (maxWorkers), each on its slot's server
 * (tests/e2e/server.ts), so no file ever shares a server with a file running at the same time.
 * Google sign-in points at a real OpenID Connect provider on loopback (tests/peers/oidc.ts); the
 * servers' ports are chosen first, since the provider must know the redirect URIs up front.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/web/index.html') || !existsSync('dist/server/main.js')) {
    throw new Error('The browser tests run against the built app: run `npm run build` first (npm test does).');
  }
  // Vitest numbers its worker slots 1 to the run's maxWorkers, whichever projects run.
  const slots = Math.max(1, project.globalConfig.maxWorkers);
  const ports: number[] = [];
  for (let i = 0; i < slots; i++) {
    let port = await freePort();
    while (ports.includes(port)) port = await freePort();
    ports.push(port);
  }
  // The database is created, migrated and seeded once, by a server started and stopped for that
  // alone; every server of the run starts on a copy of its data (seconds instead of tens of them).
  const first = await startProduct({ port: await freePort(), compiled: true });
  await first.stop({ keepData: true });
  const template = first.dataDir;
  const idp = await startOidcProvider({ redirectUris: ports.map((port) => `http://127.0.0.1:${port}/api/auth/google/callback`) });
  const started = await Promise.allSettled(
    ports.map((port) =>
      startProduct({
        port,
        compiled: true,
        template,
        env: {
          GOOGLE_ISSUER: idp.issuer,
          GOOGLE_CLIENT_ID: idp.clientId,
          GOOGLE_CLIENT_SECRET: idp.clientSecret,
          // The account that signs up and verifies with this email is a reviewer (reviewer.ts).
          ADMIN_EMAIL: REVIEWER_EMAIL,
        },
      }),
    ),
  );
  const products = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  // One Chromium for the whole run: each file connects to it (tests/e2e/browser.ts) instead of
  // starting its own, which cost seconds per file; every test still gets fresh contexts.
  const browser = await chromium.launchServer(chromiumLaunchOptions()).catch(() => null);
  const stop = async () => {
    await browser?.close();
    await Promise.all(products.map((p) => p.stop()));
    await idp.close();
    rmSync(template, { recursive: true, force: true });
  };
  try {
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    await Promise.all(products.map((p) => createReviewer(p.baseURL, p.dataDir)));
  } catch (err) {
    await stop();
    throw err;
  }
  project.provide(
    'e2eServers',
    products.map((p) => ({ baseURL: p.baseURL, dataDir: p.dataDir })),
  );
  project.provide('oidcIssuer', idp.issuer);
  project.provide('chromiumEndpoint', browser?.wsEndpoint() ?? '');
  project.provide('productTemplate', template);
  return stop;
}
