import { defineConfig } from 'vitest/config';
import { importAliases } from './aliases.ts';
import { bootScript } from './scripts/boot-script.ts';
import { pageSources } from './scripts/page-sources.ts';

// On CI each run also writes a JSON report, so .ci/run can print one plain closing line.
const ciReporters = process.env.CI
  ? { reporters: ['default', ['json', { outputFile: `.test-results/run-${Date.now()}.json` }]] as never }
  : {};

// Vitest does not read vite.config.ts (this file exists), and inline projects do not inherit this
// file's options: each project gets the import aliases (`#contract/…`, aliases.ts) itself.
const resolve = { alias: importAliases() };
// The build's own transforms the app's code relies on (vite.config.ts): route modules' lazy
// imports name their modules, and the renderer's compiled boot script.
const plugins = [pageSources(), bootScript()];

export default defineConfig({
  test: {
    ...ciReporters,
    // Vitest's default is one worker fewer than the cores: one on our two-core machines, so the API
    // files ran one after another while most of their time is spent waiting on sockets, timers and
    // the loopback peers. Two workers keep both cores busy (the browser project stays at one, below).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      {
        resolve,
        plugins,
        test: {
          name: 'unit',
          include: ['tests/contract/**/*.test.ts', 'tests/web/**/*.test.ts', 'tests/i18n/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          // Plain functions and files read from disk: one module cache per worker (as the api project).
          isolate: false,
        },
      },
      {
        // The UI's own rules (guards, the language switch, list URL state), rendered with React
        // Testing Library in jsdom: seconds, without building or starting Chromium.
        resolve,
        plugins,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx'],
          environment: 'jsdom',
          // One jsdom and one module cache per worker, each file starting clean (tests/support/ui-setup.ts).
          isolate: false,
          setupFiles: ['tests/support/ui-setup.ts'],
        },
      },
      {
        resolve,
        plugins,
        test: {
          name: 'api',
          include: ['tests/server/**/*.test.ts'],
          // Each worker loads the server's modules once for all its files instead of once per file
          // (that loading was a third of the project's time): every file builds its own app on its
          // own database, so no state lives in a module between files.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        plugins,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          // A file that starts a server of its own (Chapa, an update) waits for it in beforeAll:
          // up to startProduct's own limit on a busy machine (support/product.ts).
          hookTimeout: 300_000,
          // Two files at a time (the run's maxWorkers), each on the server of its worker slot
          // (tests/e2e/global-setup.ts, server.ts): one browser and one server each kept a
          // two-core machine half idle, waiting on the other (docs/testing.md).
        },
      },
    ],
  },
});
