// The modules a route's lazy import names, written into the route module by the build, so the
// server preloads a rendered page's chunks from Vite's manifest without a path written by hand.
import path from 'node:path';
import type { Plugin } from 'vite';

/** Route modules: each declares one page (src/web/app/page-route.ts). */
export const ROUTE_MODULES = /\/src\/web\/app\/pages\/[^/]+\.tsx?$/;
/** `lazyPage(() => import('…')` or `mantinePage(() => import('…')`, as route modules write them. */
export const LAZY_IMPORT = /\b(lazyPage|mantinePage)\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\2\s*\)/g;

/** What a route module's lazy imports name, from `root` with forward slashes (Vite's manifest keys). */
export async function lazySources(code: string, resolve: (spec: string) => Promise<string | null>, root: string) {
  const found: Array<{ match: string; call: string; spec: string; source: string }> = [];
  for (const [match, call, , spec] of code.matchAll(LAZY_IMPORT)) {
    const file = await resolve(spec!);
    if (!file) throw new Error(`page-sources: cannot resolve ${spec}`);
    found.push({ match, call: call!, spec: spec!, source: path.relative(root, file.split('?')[0]!).split(path.sep).join('/') });
  }
  return found;
}

/**
 * In route modules, `lazyPage(() => import('X')…)` becomes `withSource('src/…/X.tsx', lazyPage)(() => import('X')…)`:
 * the page's LazyPage carries `source`, which the renderer hands the server (RenderResult.modules).
 */
export function pageSources(): Plugin {
  let root = process.cwd();
  return {
    name: 'birr-page-sources',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!ROUTE_MODULES.test(id.split('?')[0]!)) return null;
      const found = await lazySources(code, async (spec) => (await this.resolve(spec, id))?.id ?? null, root);
      if (found.length === 0) return null;
      let out = code;
      for (const f of found) out = out.replace(f.match, `__withSource(${JSON.stringify(f.source)}, ${f.call})(() => import(${JSON.stringify(f.spec)})`);
      // Appended (imports are hoisted): the lines above keep their numbers.
      return { code: `${out}\nimport { withSource as __withSource } from '#web/ui/lazy-page';\n`, map: null };
    },
  };
}
