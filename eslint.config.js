// What can be checked by a tool is: import cycles, the rules of hooks, and the layers of
// ../shared/DESIGN.md. `npm test` runs this first (npm run lint), so a slip fails the build.
import tsParser from '@typescript-eslint/parser';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Files in `target` may not import from `from` (paths from the repository root). */
const forbid = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

// The feature folders of src/web/features, in the order they may import each other: a feature
// imports only features listed before it, so no two folders import each other, however indirectly.
// And it imports another only through that folder's index.ts (what the folder offers the others);
// a folder without one offers nothing. Pages that compose several features live in src/web/app/.
const FEATURES = ['donations', 'campaigns', 'payouts', 'auth', 'create-campaign', 'manage', 'landing', 'info', 'profile', 'review', 'console'];
const featuresDir = new URL('./src/web/features/', import.meta.url);
const unlisted = readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory() && !FEATURES.includes(d.name));
if (unlisted.length) throw new Error(`eslint.config.js: add ${unlisted.map((d) => d.name).join(', ')} to FEATURES (the order in which feature folders may import each other)`);
const featureZones = FEATURES.flatMap((feature, rank) =>
  FEATURES.filter((other) => other !== feature).map((other, _, __, below = FEATURES.indexOf(other) < rank) =>
    below
      ? forbid(
          `./src/web/features/${feature}`,
          `./src/web/features/${other}`,
          existsSync(new URL(`${other}/index.ts`, featuresDir))
            ? `A feature imports another only through its front door: import from '../${other}' (features/${other}/index.ts), and export there what ${feature} needs.`
            : `features/${other} has no index.ts: it offers other features nothing (add one exporting what ${feature} needs, or move the shared part to ui/ or lib/).`,
          ['./index.ts'],
        )
      : forbid(
          `./src/web/features/${feature}`,
          `./src/web/features/${other}`,
          `features/${feature} may not import features/${other}: a feature imports only those listed before it in eslint.config.js's FEATURES, so no folder loop (a page that needs both belongs in src/web/app/).`,
        ),
  ),
);

export default [
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', '.test-results/**', '**/*.d.ts', 'src/i18n/paraglide/**'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      // Our imports are relative paths without extensions (`./x`, `../x`) and import aliases
      // (`#contract/…`, `#web/…`: TypeScript `paths` in tsconfig.base.json, see aliases.ts). The
      // TypeScript resolver reads those `paths`, so the zones and the cycle check below follow an
      // import through an alias to the file it names; Node's resolver alone would not resolve
      // them, and the rules would silently skip them (tests/lint/layers.test.ts guards this).
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/ignore': ['node_modules'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        typescript: { project: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            forbid('./src/i18n', './src/web', 'Languages are shared by web, worker and server: src/i18n imports none of them.'),
            forbid('./src/i18n', './src/server', 'Languages are shared by web, worker and server: src/i18n imports none of them.'),
            forbid('./src/contract', './src/web', 'The contract is shared by web, worker and server: it imports neither.'),
            forbid('./src/contract', './src/server', 'The contract is shared by web, worker and server: it imports neither.'),
            forbid('./src/web', './src/server', 'Web code never imports the server: share through src/contract.'),
            forbid('./src/web/lib', './src/web/features', 'lib/ is the bottom layer: it imports no feature.'),
            forbid('./src/web/lib', './src/web/app', 'lib/ is the bottom layer: it imports nothing from the app shell.'),
            forbid('./src/web/lib', './src/web/ui', 'lib/ is the bottom layer: it imports nothing from the design system.'),
            forbid('./src/web/ui', './src/web/features', 'ui/ (the design system) imports no feature.'),
            forbid('./src/web/ui', './src/web/app', 'ui/ (the design system) imports nothing from the app shell.'),
            forbid('./src/web/features', './src/web/app', 'Features sit below the app shell: share through ui/ or lib/ (navigation: lib/navigation.ts).'),
            forbid('./sw', './src/web/app', 'The service worker imports only lib/ and the contract.'),
            forbid('./sw', './src/server', 'The service worker never imports the server.'),
            forbid('./src/server', './src/web', 'Server code never imports the web app: its renderer is loaded from dist/ssr at run time, known by the types in src/contract/pages.ts.'),
            forbid('./sw', './src/web/features', 'The service worker imports only lib/ and the contract (the drafts outbox it delivers: src/web/lib/outbox/).'),
            forbid('./bench', './tests', 'Benchmarks stand on their own: what they share with the tests is in support/.'),
            forbid('./support', './tests', 'support/ (launchers, peers and databases shared by tests and benchmarks) imports no test.'),
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // One reader of the tokens' claims (role, user id, expiry): src/web/lib/claims.ts, which session.ts and the worker use.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['src/web/lib/claims.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'jwt-decode', message: 'Read a token through src/web/lib/session.ts (currentUserId, isAdmin, isTokenValid) or lib/claims.ts (readClaims): the one claims reader.' }] },
      ],
    },
  },
  {
    // The web app's components and hooks (tests have helpers named use… that are not hooks).
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
];
