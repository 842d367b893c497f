import react from '@vitejs/plugin-react';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { importAliases } from './aliases.ts';
import { bootScript } from './scripts/boot-script.ts';
import { pageSources } from './scripts/page-sources.ts';

const API = 'http://localhost:3000';

// react-router's package exports point at its development build (with dev warnings) even in
// production; its production build sits beside it.
const reactRouterProd = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
// Changes on every build: the service worker reports it, so a test (and a person) can tell versions apart.
const BUILD_ID = new Date().toISOString();

/**
 * The web app manifest is a file at the repository root (manifest.webmanifest, see DESIGN.md): the
 * build copies it as is into dist/web/ (where the service worker precaches it) and `vite` serves it.
 */
function webManifest(): Plugin {
  const file = fileURLToPath(new URL('./manifest.webmanifest', import.meta.url));
  return {
    name: 'birr-web-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('content-type', 'application/manifest+json');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      this.addWatchFile(file);
      // Parsed first, so a broken manifest fails the build instead of the install.
      const source = JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), null, 2);
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source });
    },
  };
}

/** The web root: every file in it is public (the server serves the folder as it is). */
const WEB_OUT = 'dist/web';
/** The server renderer and what it reads, beside the server (dist/server), outside the web root. */
const SSR_OUT = 'dist/ssr';

/**
 * Vite writes the build's manifest (which chunks and stylesheets each module needs; the server
 * preloads a rendered page's from it) inside the web root, as .vite/manifest.json: it is moved
 * beside the server renderer, so the web root holds only what browsers load.
 */
function manifestBesideRenderer(): Plugin {
  return {
    name: 'birr-manifest-beside-renderer',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? WEB_OUT;
      if (!existsSync(`${dir}/.vite/manifest.json`)) return;
      mkdirSync(SSR_OUT, { recursive: true });
      renameSync(`${dir}/.vite/manifest.json`, `${SSR_OUT}/manifest.json`);
      rmSync(`${dir}/.vite`, { recursive: true, force: true });
    },
  };
}

/**
 * `virtual:mantine-theme.css`: the CSS variables of our theme (src/web/ui/theme.ts) and Mantine's
 * global classes (`hiddenFrom`, `visibleFrom`), as the provider would inject them at run time,
 * written once at build time. The app's Mantine providers (src/web/ui/mantine.tsx) leave them
 * out, and the first view, which has no Mantine at all, still has the theme's colours and sizes.
 */
function mantineThemeCss(): Plugin {
  const ID = 'virtual:mantine-theme.css';
  return {
    name: 'birr-mantine-theme-css',
    enforce: 'pre',
    resolveId: (id) => (id === ID ? ID : null),
    async load(id) {
      if (id !== ID) return null;
      const themeFile = fileURLToPath(new URL('./src/web/ui/theme.ts', import.meta.url));
      this.addWatchFile(themeFile);
      // A Vite of its own, which does not read this file: it gets the import aliases too.
      const { module } = await runnerImport<typeof import('./src/web/ui/theme')>(themeFile, { resolve: { alias: importAliases() } });
      const { MantineProvider } = await import('@mantine/core');
      const html = renderToStaticMarkup(createElement(MantineProvider, { theme: module.theme, forceColorScheme: 'light' }));
      const css = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join('\n');
      if (!css.includes('--mantine-color-birr-8')) throw new Error('mantine-theme.css: the theme variables are missing');
      return css;
    },
  };
}

/**
 * The browser build uses Paraglide's lite runtime (generated beside the full one by scripts/i18n.mjs):
 * the page's language is set once, so locale detection, cookies and URL strategies would be
 * kilobytes of landing-page JavaScript for nothing. The server renderer keeps the full runtime.
 */
function liteI18nRuntime(): Plugin {
  const full = fileURLToPath(new URL('./src/i18n/paraglide/runtime.js', import.meta.url));
  const lite = fileURLToPath(new URL('./src/i18n/paraglide/runtime-lite.js', import.meta.url));
  return {
    name: 'birr-lite-i18n-runtime',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options?.ssr || !source.endsWith('runtime.js')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === full ? lite : null;
    },
  };
}

type ModuleInfo = { isEntry: boolean; importers: string[]; importedIds: string[] };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };
let entryGraph: Set<string> | null = null;
// Paraglide's message index re-exports every message: walking through it would put every message
// any lazy route uses into the entry's chunk (#27); messages the entry uses still land with it.
const BARREL = /node_modules\/@(mantine\/(core|hooks)|tabler\/icons-react)\/.*index\.m?js$|src\/i18n\/paraglide\/messages\/_index\.js$/;
/** Whether the browser entry (main.tsx) imports `id`, directly or through other static imports. */
function inEntryGraph(id: string, ctx: ChunkingContext): boolean {
  if (entryGraph) return entryGraph.has(id);
  // Climb static importers to the entry; from there, collect everything it imports statically.
  const seen = new Set<string>();
  const up = [id];
  let entry: string | undefined;
  while (up.length && !entry) {
    const m = up.pop()!;
    if (seen.has(m)) continue;
    seen.add(m);
    const info = ctx.getModuleInfo(m);
    if (info?.isEntry) entry = m;
    else up.push(...(info?.importers ?? []));
  }
  if (!entry) return false;
  const graph = new Set<string>();
  const down = [entry];
  while (down.length) {
    const m = down.pop()!;
    if (graph.has(m)) continue;
    graph.add(m);
    // A package's index re-exports every component: walking through it would count the ones only
    // lazy routes use (Modal, NumberInput…) as the entry's. Those modules keep the default split.
    if (BARREL.test(m)) continue;
    down.push(...(ctx.getModuleInfo(m)?.importedIds ?? []));
  }
  entryGraph = graph;
  return graph.has(id);
}

/**
 * Mantine's style system and the plain components the public pages are made of, with our provider
 * (src/web/ui/mantine.tsx), and what they import: one chunk, loaded with the first page drawn
 * with Mantine. Left to
 * the default split, they came as ~30 files of 1–3 KB, each a request before the page could
 * hydrate. Bigger components (Modal, Combobox, Menu…) keep their own chunks.
 */
const REACT_DOM = /node_modules\/(react-dom|scheduler)\//;

const MANTINE_BASE = new RegExp(
  [
    String.raw`node_modules/@mantine/core/esm/core/`,
    String.raw`node_modules/@mantine/core/esm/components/(ActionIcon|Alert|Anchor|Avatar|Badge|Button|Card|CloseButton|Container|Group|Input|InputBase|Loader|Paper|Skeleton|Stack|Text|TextInput|Title|UnstyledButton|VisuallyHidden)/`,
    String.raw`src/web/ui/(mantine\.tsx|theme\.ts)$`,
  ].join('|'),
);

// `vite build` builds the browser app into dist/web/ (the web root); `vite build --ssr` (npm run build
// runs both) builds the server renderer src/web/entry-server.tsx into dist/ssr/, over the same source
// and CSS modules; scripts/build-server.mjs the server into dist/server/. Only dist/web is served.
export default defineConfig(({ command, isSsrBuild }) => ({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_ID__: JSON.stringify(BUILD_ID),
    // The server renderer bundles React and the rest: their production builds (see `ssr` below).
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  resolve: {
    // `#contract/…`, `#web/…` (aliases.ts, from tsconfig.base.json): the browser, SSR and dev
    // builds, and the service worker's build (vite-plugin-pwa hands it this `resolve`).
    alias: [...importAliases(), ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProd }] : [])],
  },
  plugins: [
    react(),
    mantineThemeCss(),
    // Route modules' lazy imports name their modules, so the server preloads a page's chunks (src/web/app/page-route.ts).
    pageSources(),
    // src/web/boot/boot.ts, compiled for the renderer to hand the server (`virtual:boot-script`).
    bootScript(),
    !isSsrBuild && liteI18nRuntime(),
    !isSsrBuild && webManifest(),
    !isSsrBuild && manifestBesideRenderer(),
    !isSsrBuild &&
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // main.tsx registers the worker itself with workbox-window.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}', 'fonts/*.woff2'],
      },
      // manifest.webmanifest at the repository root is the manifest (the webManifest plugin above).
      manifest: false,
      devOptions: { enabled: false },
    }),
  ],
  // The server renderer carries its dependencies inside it, so React and the rest run their
  // production builds there (process.env.NODE_ENV is replaced at build time) whatever the server's
  // environment says, and with the same single copy of React the components use.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/media': { target: API, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/media': { target: API, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: SSR_OUT,
        // Not emptied: the browser build has put its manifest here (manifestBesideRenderer).
        emptyOutDir: false,
        copyPublicDir: false,
        // One file: the server re-imports it after a rebuild (a fresh URL), which chunks it
        // imported by a fixed path would not follow.
        rolldownOptions: { input: { entry: 'src/web/entry-server.tsx' }, output: { codeSplitting: false } },
      }
    : {
        target: 'es2022',
        outDir: WEB_OUT,
        // Every browser the app supports (ES2022) has <link rel="modulepreload">: no polyfill.
        modulePreload: { polyfill: false },
        // Everything the entry imports statically goes in one chunk: left alone, the bundler splits
        // what the entry shares with lazy routes into ~50 small files, each a request before the
        // app can start. Lazy routes keep their own chunks.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React DOM apart from the rest of the entry: two files of ~50 KB gzipped instead of
                // one of ~110, each compiled as it arrives, so neither is a long task on a phone (#29).
                { name: (id: string, ctx: ChunkingContext) => (REACT_DOM.test(id) && inEntryGraph(id, ctx) ? 'react-dom' : null) },
                { name: (id: string, ctx: ChunkingContext) => (inEntryGraph(id, ctx) ? 'app' : null) },
                { name: (id: string) => (MANTINE_BASE.test(id) ? 'mantine' : null) },
              ],
            },
          },
        },
        // Moved to dist/ssr/manifest.json (manifestBesideRenderer): the server preloads a rendered
        // page's route chunks from it.
        manifest: true,
        // A stylesheet per chunk: the first view's (Mantine's base, our theme, the shell's CSS
        // modules) blocks rendering; Mantine's components' (~20 KB gzipped) comes with the
        // `mantine` chunk, linked by the server for the pages it renders with Mantine and loaded
        // before a lazy page's code runs otherwise. Mantine's CSS is all in `@layer mantine`, so
        // the order the files arrive in cannot let it override our CSS modules (issue 29).
        cssCodeSplit: true,
      },
}));
