import { measureRouteJs } from './bundle';
import { ROUTE_BUDGETS, type RouteIds, type Who } from './budgets';
import { reviewer, REVIEWER_PASSWORD } from './payouts';
import { freePort, startProduct } from '../support/product';

const ORGANISER = { email: 'abebe@example.com', password: 'Demo12345!' };
const json = { 'content-type': 'application/json' };

export type RouteJs = { key: string; label: string; path: string | null; budgetKB: number; criticalKB: number | null; deferredKB: number | null; over: boolean };

/** The addresses the budgets need on the demo data: a campaign, the organiser's own, a team (made here). */
async function routeIds(baseURL: string): Promise<RouteIds> {
  const first = (await (await fetch(`${baseURL}/api/campaign?limit=1`)).json()) as { data: { id: string }[] };
  const own = (await (await fetch(`${baseURL}/api/campaign?for=abebe`)).json()) as { data: { id: string }[] };
  const campaignId = first.data[0].id;
  const signin = await fetch(`${baseURL}/api/auth/local/signin`, { method: 'POST', headers: json, body: JSON.stringify(ORGANISER) });
  const { access_token } = (await signin.json()) as { access_token: string };
  const team = await fetch(`${baseURL}/api/campaign/${campaignId}/teams`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ name: 'Bench runners', why: 'We run for this campaign.', target: '5000' }),
  });
  const slug = team.ok ? ((await team.json()) as { slug?: string }).slug : undefined;
  return { campaignId, ownCampaignId: own.data[0]?.id ?? campaignId, teamPath: slug ? `/campaign/${campaignId}/team/${slug}` : null };
}

/**
 * Each route's JavaScript to load and hydrate against its budget (bench/budgets.ts), printed
 * measured vs budget; `over` marks a route past its budget (the bench then exits non-zero).
 */
export async function benchRouteJs(product: { baseURL: string; dataDir: string }, reviewerEmail?: string): Promise<RouteJs[]> {
  const ids = await routeIds(product.baseURL);
  const people: Partial<Record<Who, { email: string; password: string }>> = { organiser: ORGANISER };
  if (reviewerEmail) {
    await reviewer(product.baseURL, product.dataDir, reviewerEmail);
    people.reviewer = { email: reviewerEmail, password: REVIEWER_PASSWORD };
  }
  const rows: RouteJs[] = [];
  for (const route of ROUTE_BUDGETS) {
    const path = route.path(ids);
    const signIn = route.who === 'guest' ? undefined : people[route.who];
    if (!path || (route.who !== 'guest' && !signIn)) {
      rows.push({ key: route.key, label: route.label, path, budgetKB: route.budgetKB, criticalKB: null, deferredKB: null, over: false });
      continue;
    }
    const js = await measureRouteJs(product.baseURL, path, { signIn });
    rows.push({ key: route.key, label: route.label, path, budgetKB: route.budgetKB, criticalKB: js.criticalKB, deferredKB: js.deferredKB, over: js.criticalKB > route.budgetKB });
  }
  return rows;
}

export function printRouteJs(rows: RouteJs[]) {
  console.log('\nJavaScript per route, gzipped KB to load and hydrate (first visit, phone-sized window) against its budget:');
  console.table(
    rows.map((r) => ({
      route: r.label,
      path: r.path ?? '(not on this data)',
      'measured KB': r.criticalKB ?? '-',
      'budget KB': r.budgetKB,
      verdict: r.criticalKB === null ? 'not measured' : r.over ? 'OVER' : 'within',
      'after load KB': r.deferredKB ?? '-',
    })),
  );
}

// `npx tsx bench/routes.ts`: only the budgets, on a fresh product (WEB_DIST/SSR_DIST pick another build).
if (import.meta.url === `file://${process.argv[1]}`) {
  const email = 'bench-reviewer@birr.test';
  const product = await startProduct({ port: await freePort(), compiled: process.argv.includes('--compiled'), env: { ADMIN_EMAIL: email } });
  try {
    const rows = await benchRouteJs(product, email);
    printRouteJs(rows);
    if (rows.some((r) => r.over)) process.exitCode = 1;
  } finally {
    await product.stop();
  }
}
