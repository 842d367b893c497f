// After `vite build`: renders the landing page to HTML (src/web/prerender.tsx, built for Node)
// and puts it inside dist/index.html's #root. Every other route gets the same file from the
// server and the service worker, so an inline script empties #root there (and for signed-in
// visitors) before the first paint.
// (The service worker's precache revision of index.html is computed before this step; it still
// changes with every build that changes the app, since the file names its hashed scripts.)
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const outDir = path.resolve('node_modules/.cache/birr-prerender');
await build({
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: { ssr: 'src/web/prerender.tsx', outDir, emptyOutDir: true, minify: false },
});
const { renderLanding } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
const markup = renderLanding();
rmSync(outDir, { recursive: true, force: true });

const file = 'dist/index.html';
const html = readFileSync(file, 'utf8');
const root = '<div id="root"></div>';
if (!html.includes(root)) throw new Error(`${file} has no empty ${root} to fill`);
// The prerender is the guest's view: a signed-in visitor waits for the app rather than seeing
// a "Signin" button flash by.
const clearElsewhere =
  `<script>if(location.pathname!=='/'||/(^|; )access_token=/.test(document.cookie))` +
  `document.getElementById('root').textContent=''</script>`;
let page = html.replace(root, `<div id="root">${markup}</div>${clearElsewhere}`);

// The app's entry is fetched at once but run only after the prerendered page has painted: on a
// slow phone its first ~half second of script evaluation would otherwise come before any pixel
// (notably on repeat visits, when the service worker hands the script over instantly).
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const src = page.match(entry)?.[1];
if (!src) throw new Error(`${file} has no module entry script`);
page = page.replace(
  entry,
  `<link rel="modulepreload" crossorigin href="${src}">` +
    `<script type="module">const run=()=>import(${JSON.stringify(src)});` +
    `document.getElementById('root').hasChildNodes()?requestAnimationFrame(()=>setTimeout(run,0)):run()</script>`,
);
writeFileSync(file, page);
console.log(`Prerendered the landing page into ${file} (${(markup.length / 1024).toFixed(1)} KB of HTML)`);
