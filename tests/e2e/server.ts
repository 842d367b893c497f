import { inject } from 'vitest';

type E2eServer = { baseURL: string; dataDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker slot (tests/e2e/global-setup.ts). */
    e2eServers: E2eServer[];
    /** The loopback OpenID Connect provider standing in for Google (one for all servers). */
    oidcIssuer: string;
    /** The run's shared Chromium (tests/e2e/browser.ts connects to it); empty if it did not start. */
    chromiumEndpoint: string;
    /**
     * A fresh product's data, migrated and seeded once for the run: a file that starts a server of
     * its own passes it as `startProduct({ template })` (`productTemplate()`).
     */
    productTemplate: string;
  }
}

/**
 * The server this test file runs against: the one of its worker slot (VITEST_POOL_ID, 1 to
 * maxWorkers). Vitest runs one file at a time per slot, so the files that share a server run
 * one after another, as they all did before the e2e files ran two at a time; files running at
 * the same time never see each other's campaigns, accounts, outbox or rate limits.
 */
export function e2eServer(): E2eServer {
  const servers = inject('e2eServers');
  const slot = Number(process.env.VITEST_POOL_ID ?? 1);
  const server = servers[slot - 1];
  if (!server) throw new Error(`No e2e server for worker slot ${slot} (${servers.length} started): see tests/e2e/global-setup.ts`);
  return server;
}

/** The run's migrated and seeded data to start a server of one's own on (`startProduct({ template })`). */
export const productTemplate = () => inject('productTemplate');
