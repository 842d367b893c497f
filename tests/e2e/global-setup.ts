import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startOidcProvider } from '../peers/oidc';
import { freePort, startProduct } from '#support/product';
import { REVIEWER_EMAIL } from './reviewer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** The loopback OpenID Connect provider standing in for Google. */
    oidcIssuer: string;
  }
}

/**
 * Starts the real server on the built app (dist/), on a fresh embedded database seeded with the
 * demo, exactly as `npm start` does — minus the build, which `npm test` runs before this.
 * Google sign-in points at a real OpenID Connect provider on loopback (tests/peers/oidc.ts); the
 * server's port is chosen first, since the provider must know the redirect URI up front.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/web/index.html') || !existsSync('dist/server/main.js')) {
    throw new Error('The browser tests run against the built app: run `npm run build` first (npm test does).');
  }
  const port = await freePort();
  const idp = await startOidcProvider({ redirectUris: [`http://127.0.0.1:${port}/api/auth/google/callback`] });
  const product = await startProduct({
    port,
    compiled: true,
    env: {
      GOOGLE_ISSUER: idp.issuer,
      GOOGLE_CLIENT_ID: idp.clientId,
      GOOGLE_CLIENT_SECRET: idp.clientSecret,
      // The account that signs up and verifies with this email is a reviewer (tests/e2e/create-flow.ts).
      ADMIN_EMAIL: REVIEWER_EMAIL,
    },
  }).catch(async (err) => {
    await idp.close();
    throw err;
  });
  project.provide('baseURL', product.baseURL);
  project.provide('dataDir', product.dataDir);
  project.provide('oidcIssuer', idp.issuer);

  return async () => {
    await product.stop();
    await idp.close();
  };
}
