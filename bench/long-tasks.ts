// `npx tsx bench/long-tasks.ts / /campaigns /campaign/:id`: one Lighthouse mobile run of each page, with its long tasks,
// its scripts' boot-up time and the main thread's work by kind: where the blocking time (issue 29) comes from.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProduct, freePort } from '../support/product';
const product = await startProduct({ port: await freePort() });
try {
  const list = (await (await fetch(`${product.baseURL}/api/campaign?limit=1`)).json()) as { data: { id: string }[] };
  for (const path of process.argv.slice(2).map((p) => p.replace(':id', list.data[0].id))) {
    await (await fetch(`${product.baseURL}${path}`)).text(); // warm, as bench/lighthouse.ts does
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    const r = await lighthouse(`${product.baseURL}${path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    chrome.kill();
    const lhr = r!.lhr;
    console.log(path, 'TBT', lhr.audits['total-blocking-time'].displayValue, 'LCP', lhr.audits['largest-contentful-paint'].displayValue);
    const lcpEl = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] })?.items ?? [];
    for (const group of lcpEl) for (const i of group.items ?? []) console.log('  lcp', i.node?.snippet?.slice(0, 140) ?? `${i.phase} ${Math.round(i.timing ?? 0)} ms`);
    const reqs = (lhr.audits['network-requests']?.details as { items?: { url: string; networkRequestTime: number; networkEndTime: number; transferSize: number; priority: string }[] })?.items ?? [];
    for (const q of reqs) console.log('  request', Math.round(q.networkRequestTime), Math.round(q.networkEndTime), Math.round(q.transferSize / 1024), 'KB', q.priority, q.url.replace(product.baseURL, '').slice(0, 80));
    const items = (lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number; startTime: number }[] })?.items ?? [];
    for (const t of items) console.log('  long task', Math.round(t.startTime), Math.round(t.duration), t.url.replace(product.baseURL, ''));
    const boot = (lhr.audits['bootup-time']?.details as { items?: { url: string; total: number; scripting: number; scriptParseCompile: number }[] })?.items ?? [];
    for (const t of boot.slice(0, 6)) console.log('  bootup', Math.round(t.total), 'script', Math.round(t.scripting), 'parse', Math.round(t.scriptParseCompile), t.url.replace(product.baseURL, ''));
    const mw = (lhr.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] })?.items ?? [];
    console.log('  main thread', mw.map((i) => `${i.group}:${Math.round(i.duration)}`).join(' '));
  }
} finally {
  await product.stop();
}
