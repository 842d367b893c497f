// Import aliases (`#contract/money`, `#server/db/schema`, `#tests/support/harness`…) instead of
// `../../../contract/money`. They are written once, as TypeScript `paths` in tsconfig.base.json:
// tsc (all four tsconfigs), esbuild (scripts/build-server.mjs), tsx and ESLint's TypeScript resolver
// read `paths` themselves; Vite (browser, SSR and service-worker builds, dev server) and every
// Vitest project take them from here as `resolve.alias`, so no second list can drift.
//
// Why `paths` and not package.json `imports` (Node's own `#` subpath imports): a subpath pattern
// maps to one file name, with no extension probing and no fallback, so `#web/*` could not reach
// both `.ts` and `.tsx` files without writing extensions into every import. Nothing runs our
// TypeScript through plain Node (production runs the esbuild bundle), so Node never has to
// resolve them. The `#` prefix keeps them apart from npm package names.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Alias = { find: RegExp; replacement: string };

/** `resolve.alias` entries for Vite and Vitest, from tsconfig.base.json's `paths`. */
export function importAliases(): Alias[] {
  const file = new URL('./tsconfig.base.json', import.meta.url);
  // tsconfig.base.json stays plain JSON (no comments) so it can be read here without TypeScript.
  const { compilerOptions } = JSON.parse(readFileSync(file, 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.entries(compilerOptions.paths).map(([pattern, targets]) => {
    const target = targets[0];
    if (!pattern.endsWith('/*') || targets.length !== 1 || !target?.endsWith('/*')) {
      throw new Error(`tsconfig.base.json: the alias ${pattern} must map "#name/*" to one "./folder/*"`);
    }
    const prefix = pattern.slice(0, -1);
    return {
      find: new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      replacement: fileURLToPath(new URL(target.slice(0, -1), new URL('./', file))),
    };
  });
}
