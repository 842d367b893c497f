import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type LighthouseRun = {
  url: string;
  /** Performance score, 0–100. */
  score: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
  /** JavaScript transferred by the page (compressed bytes over the wire), in KB. */
  jsKB: number;
  /** Everything the page transferred, in KB. */
  totalKB: number;
  /** The timings in milliseconds, for medians and spreads. */
  ms: { fcp: number; lcp: number; tbt: number };
  /** Audits of the non-performance categories that did not pass, by id. */
  failing: string[];
};

/**
 * One Lighthouse run with its default mobile preset (simulated slow 4G, 4× CPU slowdown,
 * Moto G-class screen), all four categories.
 */
export async function lighthouseMobile(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: [...CATEGORIES], logLevel: 'error' });
    const lhr = result!.lhr;
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '';
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
    const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((a, r) => a + (r.transferSize ?? 0), 0);
    const allBytes = requests.reduce((a, r) => a + (r.transferSize ?? 0), 0);
    const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      lhr.categories[c].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    );
    return {
      url,
      score: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      jsKB: Math.round(jsBytes / 102.4) / 10,
      totalKB: Math.round(allBytes / 102.4) / 10,
      ms: { fcp: value('first-contentful-paint'), lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time') },
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse varies from run to run: each figure's median over `runs` runs, with its spread
 * (lowest–highest), so a report never rests on one lucky run.
 */
export async function lighthouseMedian(url: string, runs = 3) {
  const all: LighthouseRun[] = [];
  // A run Lighthouse could not finish (it scores 0 with no timings) is repeated, not counted.
  for (let tries = 0; all.length < runs && tries < runs * 2; tries++) {
    const run = await lighthouseMobile(url);
    if (run.ms.lcp > 0) all.push(run);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const spread = (xs: number[], unit = '') => `${median(xs)}${unit} (${Math.min(...xs)}–${Math.max(...xs)})`;
  const byScore = [...all].sort((a, b) => a.score - b.score);
  return {
    ...byScore[Math.floor(all.length / 2)],
    runs: all.map((r) => r.score).join(' '),
    perf: spread(all.map((r) => r.score)),
    FCP: spread(all.map((r) => r.ms.fcp), ' ms'),
    LCP: spread(all.map((r) => r.ms.lcp), ' ms'),
    TBT: spread(all.map((r) => r.ms.tbt), ' ms'),
  };
}

// `npm run lighthouse` (run it under the heavy lock): the built app with the demo data, three
// runs on /, /campaigns and a campaign page; prints the medians.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { startProduct, freePort } = await import('../support/product');
  if (!existsSync('dist/ssr/entry.js') || process.argv.includes('--build')) execSync('npm run build', { stdio: 'inherit' });
  const product = await startProduct({ port: await freePort() });
  try {
    const list = (await (await fetch(`${product.baseURL}/api/campaign?limit=1`)).json()) as { data: { id: string }[] };
    const rows = [];
    // Each page in English and in Amharic (issue 27: the Ethiopic font must not delay the first paint).
    // `--page /campaigns` (repeatable) measures only those pages, in both languages.
    const only = process.argv.flatMap((a, i) => (process.argv[i - 1] === '--page' ? [a] : []));
    const base = only.length ? only : ['/', '/campaigns', `/campaign/${list.data[0].id}`];
    const pages = base.flatMap((p) => [p, `${p}${p.includes('?') ? '&' : '?'}lang=am`]);
    for (const path of pages) {
      // A running server has rendered each page before: the first render of a route after start
      // (module loading, JIT) would otherwise be counted as the network's time to first byte.
      await (await fetch(`${product.baseURL}${path}`)).text();
      const r = await lighthouseMedian(`${product.baseURL}${path}`);
      rows.push({
        route: path.replace(/\/campaign\/[0-9a-f-]+/, '/campaign/:id'),
        perf: r.perf,
        FCP: r.FCP,
        LCP: r.LCP,
        TBT: r.TBT,
        CLS: r.cls,
        'JS KB': r.jsKB,
        'all KB': r.totalKB,
        'a11y/bp/seo': `${r.accessibility}/${r.bestPractices}/${r.seo}`,
      });
      if (r.failing.length) console.log(`${path}: failing audits: ${r.failing.join(', ')}`);
    }
    console.log('\nLighthouse mobile (median of 3 runs):');
    console.table(rows);
  } finally {
    await product.stop();
  }
}
