import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pool } from './pool';

/**
 * Payouts over HTTP as organisers and reviewers make them, through the sandbox payout provider.
 * A campaign has one request open at a time, a request is at least 100 Br and an account makes at
 * most 20 an hour (the second audit), so the organiser's campaigns each run a pipeline: ask for a
 * withdrawal (its own Idempotency-Key), a reviewer approves it (the approval starts the transfer and
 * the sandbox settles it at once), then the next — all campaigns side by side. Reports withdrawals
 * requested and payouts settled per second, and checks the ledger exactly: paid out grew by the
 * sum, nothing left in flight, available fell by the sum, and every withdrawal is PAID.
 */
export type PayoutBench = {
  payouts: number;
  concurrency: number;
  requestedPerSecond: number;
  settledPerSecond: number;
  expectedSum: number;
  paidOutGrowth: number;
  availableDrop: number;
  paidCount: number;
  ledgerChecked: boolean;
};

type Balance = { raised: number; fees: number; paidOut: number; inFlight: number; available: number };
const cents = (n: number) => Math.round(n * 100);

const json = { 'content-type': 'application/json' };
let address = 0;
const from = () => ({ 'x-forwarded-for': `10.90.${Math.floor(++address / 250)}.${address % 250}` });

async function signIn(baseURL: string, email: string, password: string) {
  const res = await fetch(`${baseURL}/api/auth/local/signin`, { method: 'POST', headers: { ...json, ...from() }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`sign in ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export const REVIEWER_PASSWORD = 'Bench12345!';
/** Signs up and verifies the product's ADMIN_EMAIL (its code read from the product's outbox). */
export async function reviewer(baseURL: string, dataDir: string, email: string) {
  const password = REVIEWER_PASSWORD;
  const signup = await fetch(`${baseURL}/api/auth/local/signup`, {
    method: 'POST',
    headers: { ...json, ...from() },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Reviewer', dateOfBirth: '1990-01-01', email, password, passwordConfirm: password }),
  });
  if (signup.status !== 201) return signIn(baseURL, email, password);
  const lines = readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').split('\n').filter((l) => l.includes(email));
  const code = /\b(\d{6})\b/.exec(lines.at(-1) ?? '')?.[1];
  // In the sign-up's own session: a code proven without it takes the account over (no password left).
  const session = (await signup.json()) as { access_token: string };
  const headers = { ...json, ...from(), authorization: `Bearer ${session.access_token}` };
  const res = await fetch(`${baseURL}/api/auth/verify-account`, { method: 'POST', headers, body: JSON.stringify({ email, verificationCode: Number(code) }) });
  if (!res.ok) throw new Error(`verify ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function benchPayouts(
  baseURL: string,
  dataDir: string,
  opts: { reviewerEmail: string; organiser?: { email: string; password: string }; payouts?: number; concurrency?: number },
): Promise<PayoutBench> {
  // An account may ask for 20 withdrawals an hour.
  const n = Math.min(opts.payouts ?? 20, 20);
  const concurrency = opts.concurrency ?? 16;
  const organiser = opts.organiser ?? { email: 'abebe@example.com', password: 'Demo12345!' };
  const orgToken = await signIn(baseURL, organiser.email, organiser.password);
  const revToken = await reviewer(baseURL, dataDir, opts.reviewerEmail);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });

  const me = ((await (await fetch(`${baseURL}/api/user/me`, { headers: auth(orgToken) })).json()) as { data: { campaigns: Array<{ id: string; status: string }> } }).data;
  const balanceOf = async (id: string) =>
    ((await (await fetch(`${baseURL}/api/campaign/${id}/balance`, { headers: auth(orgToken) })).json()) as { data: Balance }).data;
  // The campaigns with money to pay out, and how much each can give (100 Br and a few cents a payout).
  const campaigns: Array<{ id: string; before: Balance }> = [];
  for (const c of me.campaigns.filter((x) => x.status === 'ACTIVE' || x.status === 'COMPLETED')) {
    const b = await balanceOf(c.id);
    if (b.available >= 101) campaigns.push({ id: c.id, before: b });
  }
  if (!campaigns.length) throw new Error(`${organiser.email} has no campaign with money to pay out`);
  const lanes = Math.min(concurrency, campaigns.length);
  const amountOf = (i: number) => 100 + (i % 3) * 0.01;
  // Each campaign takes payouts in turn while its balance lasts.
  const plan: Array<{ campaign: number; amount: number }> = [];
  const left = campaigns.map((c) => cents(c.before.available));
  for (let i = 0, c = 0; plan.length < n && left.some((l) => l >= cents(101)); c = (c + 1) % campaigns.length) {
    if (left[c] < cents(amountOf(i))) continue;
    plan.push({ campaign: c, amount: amountOf(i) });
    left[c] -= cents(amountOf(i));
    i++;
  }
  const expectedSum = plan.reduce((s, p) => s + cents(p.amount), 0) / 100;
  const ids: string[] = [];
  let requestTime = 0;
  let settleTime = 0;

  const t0 = performance.now();
  await pool(
    Array.from({ length: lanes }, (_, lane) => lane),
    lanes,
    async (lane) => {
      for (const [i, step] of plan.entries()) {
        if (step.campaign % lanes !== lane) continue;
        let t = performance.now();
        const res = await fetch(`${baseURL}/api/campaign/${campaigns[step.campaign].id}/withdrawals`, {
          method: 'POST',
          headers: { ...json, ...auth(orgToken), 'idempotency-key': `bench-${Date.now().toString(36)}-${i}` },
          body: JSON.stringify({ amount: step.amount }),
        });
        if (res.status !== 201) throw new Error(`withdrawal ${i}: ${res.status} ${await res.text()}`);
        const id = ((await res.json()) as { data: { id: string } }).data.id;
        ids.push(id);
        requestTime += performance.now() - t;
        t = performance.now();
        const ok = await fetch(`${baseURL}/api/review/withdrawals/${id}/approve`, { method: 'POST', headers: auth(revToken) });
        if (ok.status !== 200) throw new Error(`approve ${id}: ${ok.status} ${await ok.text()}`);
        settleTime += performance.now() - t;
      }
    },
  );
  void t0;
  const requested = requestTime / 1000 / lanes;
  const settled = settleTime / 1000 / lanes;

  let paidOutGrowth = 0;
  let availableDrop = 0;
  let inFlightSame = true;
  let paidCount = 0;
  const mine = new Set(ids);
  for (const c of campaigns) {
    const after = await balanceOf(c.id);
    paidOutGrowth += cents(after.paidOut) - cents(c.before.paidOut);
    availableDrop += cents(c.before.available) - cents(after.available);
    inFlightSame &&= cents(after.inFlight) === cents(c.before.inFlight);
    const list = ((await (await fetch(`${baseURL}/api/campaign/${c.id}/withdrawals`, { headers: auth(orgToken) })).json()) as {
      data: Array<{ id: string; status: string }>;
    }).data;
    paidCount += list.filter((w) => mine.has(w.id) && w.status === 'PAID').length;
  }
  paidOutGrowth /= 100;
  availableDrop /= 100;
  return {
    payouts: plan.length,
    concurrency: lanes,
    requestedPerSecond: Math.round(plan.length / requested),
    settledPerSecond: Math.round(plan.length / settled),
    expectedSum,
    paidOutGrowth,
    availableDrop,
    paidCount,
    ledgerChecked:
      cents(paidOutGrowth) === cents(expectedSum) &&
      cents(availableDrop) === cents(expectedSum) &&
      inFlightSame &&
      paidCount === plan.length,
  };
}
