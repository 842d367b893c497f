import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A web root and a renderer folder as the server expects them built (index.html; dist/ssr's
 * entry.js and manifest.json), the renderer being the real one: src/web/entry-server.tsx,
 * loaded through Vitest as the server loads the built one. A test file using it also mocks
 * `virtual:mantine-theme.css` (vi.mock is hoisted only within the test file itself).
 * Give `webDist: web, ssrDist: ssr` to testApp; remove `root` afterwards.
 */
export function pageRendererDirs(prefix: string) {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const web = path.join(root, 'web');
  const ssr = path.join(root, 'ssr');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  mkdirSync(ssr);
  writeFileSync(path.join(web, 'index.html'), readFileSync('index.html', 'utf8'));
  writeFileSync(path.join(ssr, 'entry.js'), `export { render } from ${JSON.stringify(path.resolve('src/web/entry-server.tsx'))};\n`);
  writeFileSync(path.join(ssr, 'manifest.json'), '{}');
  return { root, web, ssr };
}
