import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createCampaign } from './fixtures';
import { testApp, type TestApp, type TestOverrides } from './harness';

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

/** The public origin the page-renderer apps below serve as. */
export const PAGE_ORIGIN = 'https://birr.example';

/**
 * A test app whose pages come from the real renderer (pageRendererDirs), with one active campaign,
 * made before the file's tests and removed after: `site.t` and `site.campaignId` once they run.
 */
export function pageRendererApp(prefix: string, options: Omit<TestOverrides, 'config'> = {}) {
  const { root, web, ssr } = pageRendererDirs(prefix);
  const site = {} as { t: TestApp; campaignId: string };
  beforeAll(async () => {
    site.t = await testApp({ ...options, config: { webDist: web, ssrDist: ssr, publicUrl: PAGE_ORIGIN } });
    site.campaignId = (await createCampaign(site.t.db, { title: 'Books for Gondar' })).id;
  }, 120_000);
  afterAll(async () => {
    await site.t?.close();
    rmSync(root, { recursive: true, force: true });
  });
  return site;
}
