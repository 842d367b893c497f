// The route modules (src/web/app/pages/) are the one place a page is declared: what the server
// preloads, what robots.txt disallows and which page is rendered on the server all follow from them.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeAssets, type Manifest } from '#server/ssr/document';
import { lazySources } from '#scripts/page-sources';
import { disallowedPaths, matchesOf, pageOf, PAGES } from '#web/app/routes';
import type { LazyPage } from '#web/ui/lazy-page';

const sourceOf = (pathname: string) => (pageOf(matchesOf({ pathname }))?.page as Partial<LazyPage> | undefined)?.source;

describe('route modules', () => {
  it('every lazily loaded page knows the module its lazy import names, and that module exists', () => {
    const lazy = PAGES.filter((p) => 'preload' in p.page);
    expect(lazy.length).toBeGreaterThan(15);
    for (const p of lazy) {
      const source = (p.page as LazyPage).source;
      expect(source, JSON.stringify(p.path)).toMatch(/^src\/web\/.+\.tsx?$/);
      expect(existsSync(source!), source).toBe(true);
    }
  });

  it('the server-rendered pages preload their own modules; the landing page ships with the entry', () => {
    expect(sourceOf('/campaigns')).toBe('src/web/features/campaigns/OpenCampaignsPage.tsx');
    expect(sourceOf('/campaign/00000000-0000-4000-8000-000000000000')).toBe('src/web/features/campaigns/CampaignDetailPage.tsx');
    expect(sourceOf('/')).toBeUndefined();
    expect(PAGES.filter((p) => p.ssr).map((p) => p.path)).toEqual(expect.arrayContaining([{ index: true }, 'campaigns', 'campaign/:id', '*']));
  });

  it('robots.txt asks crawlers to stay out of the sign-in pages, the profile, the campaign form and the treasurer invitation', () => {
    expect(disallowedPaths()).toEqual(['/auth/', '/profile', '/campaign/create', '/treasurer/accept']);
  });

  it('a signed-in page sits behind the sign-in guard', () => {
    const guarded = matchesOf({ pathname: '/campaign/create' }).some((m) => m.route.element && String((m.route.element as { type?: { name?: string } }).type?.name) === 'ProtectedRoute');
    expect(guarded).toBe(true);
  });
});

describe('preloads from the build manifest', () => {
  const manifest: Manifest = {
    'src/web/features/campaigns/OpenCampaignsPage.tsx': { file: 'assets/OpenCampaignsPage-1.js', css: ['assets/OpenCampaignsPage-1.css'], imports: ['_labels.js'] },
    '_labels.js': { file: 'assets/labels-2.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime-3.js' },
  };

  it("a page's chunk, the chunks it imports and their stylesheets", () => {
    expect(routeAssets(manifest, [sourceOf('/campaigns')!])).toEqual({
      js: ['/assets/OpenCampaignsPage-1.js', '/assets/labels-2.js', '/assets/runtime-3.js'],
      css: ['/assets/OpenCampaignsPage-1.css'],
      missing: [],
    });
  });

  it('a route module the manifest does not know is reported, not silently left unpreloaded', () => {
    expect(routeAssets(manifest, [sourceOf('/campaign/x')!]).missing).toEqual(['src/web/features/campaigns/CampaignDetailPage.tsx']);
  });

  it("the build reads a lazy import's module through aliases and relative paths", async () => {
    const code = "page: mantinePage(() => import('#web/features/info/ContactPage').then((p) => p.ContactPage)),\nx: lazyPage(() => import('../ManagePage'))";
    const resolve = async (spec: string) => (spec.startsWith('#web/') ? `/repo/src/web/${spec.slice(5)}.tsx` : spec === '../ManagePage' ? '/repo/src/web/app/ManagePage.tsx' : null);
    expect((await lazySources(code, resolve, '/repo')).map((f) => [f.call, f.source])).toEqual([
      ['mantinePage', 'src/web/features/info/ContactPage.tsx'],
      ['lazyPage', 'src/web/app/ManagePage.tsx'],
    ]);
  });
});
