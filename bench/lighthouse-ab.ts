// Before and after in one session: `npx tsx bench/lighthouse-ab.ts <before-url> <after-url> [runs]`,
// two running builds (say the last stop's, from a worktree, and this one). Each page, in both
// languages, is measured `runs` times on each build, the runs alternating between the two, so
// both meet the same state of the machine; medians with the spread (lowest–highest).
// LANG_ONLY=am (or en) measures only that language's pages.
import { lighthouseMobile, type LighthouseRun } from './lighthouse';
const [A, B] = process.argv.slice(2, 4); const runs = Number(process.argv[4] ?? 3);
const id = async (base: string) => ((await (await fetch(`${base}/api/campaign?limit=1`)).json()) as { data: { id: string }[] }).data[0].id;
const ids = { [A]: await id(A), [B]: await id(B) };
const pages = ['/', '/campaigns', '/campaign/ID']
  .flatMap((p) => [p, `${p}?lang=am`])
  .filter((p) => !process.env.LANG_ONLY || (process.env.LANG_ONLY === 'am') === p.endsWith('lang=am'));
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sp = (xs: number[]) => `${med(xs)} (${Math.min(...xs)}–${Math.max(...xs)})`;
const rows: Record<string, string | number>[] = [];
for (const p of pages) {
  const got: Record<string, LighthouseRun[]> = { [A]: [], [B]: [] };
  for (const base of [A, B]) await (await fetch(base + p.replace('ID', ids[base]))).text();
  for (let i = 0; i < runs * 3 && (got[A].length < runs || got[B].length < runs); i++) {
    for (const base of [A, B]) {
      if (got[base].length >= runs) continue;
      const r = await lighthouseMobile(base + p.replace('ID', ids[base]));
      if (r.ms.lcp > 0) got[base].push(r);
    }
  }
  for (const [name, base] of [['before', A], ['after', B]] as const) {
    const rs = got[base];
    rows.push({ page: p.replace('ID', ':id'), build: name, perf: sp(rs.map((r) => r.score)), FCP: sp(rs.map((r) => r.ms.fcp)), LCP: sp(rs.map((r) => r.ms.lcp)), TBT: sp(rs.map((r) => r.ms.tbt)), 'JS KB': med(rs.map((r) => r.jsKB)), 'all KB': med(rs.map((r) => r.totalKB)) });
  }
  console.log(JSON.stringify(rows.slice(-2)));
}
console.table(rows);
