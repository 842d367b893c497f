// Compiles the server (and its operator scripts) to plain JavaScript in dist/server, so production
// runs `node dist/server/main.js` — no TypeScript compiler at start-up. Outside the web root
// (dist/web): neither the bundle, its source map nor the migrations are ever served. Packages stay in
// node_modules (PGlite, sharp and argon2 load their own native and wasm files from there);
// our own modules are bundled. The SQL migrations travel beside the bundle (db/open.ts finds
// them next to the module that runs).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const out = 'dist/server';
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    admin: 'scripts/admin.ts',
    'media-migrate': 'scripts/media-migrate.ts',
    backup: 'scripts/backup.ts',
    restore: 'scripts/restore.ts',
  },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // The import aliases (`#contract/…`, `#server/…`) resolve here at build time: esbuild reads the
  // `paths` of tsconfig.json (through tsconfig.base.json) by itself, so the bundle has none left.
  // No shared chunks: each entry is one file in dist/server, beside the migrations it reads.
});
cpSync('src/server/db/migrations', `${out}/migrations`, { recursive: true });
