import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pool } from './pool';

/**
 * Payouts over HTTP as organisers and reviewers make them, through the sandbox payout provider:
 * the organiser asks for N withdrawals from one campaign (each with its own Idempotency-Key, 16 at
 * a time), then a reviewer approves them all concurrently (each approval starts the transfer and
 * the sandbox settles it at once). Reports withdrawals requested and payouts settled per second,
 * and checks the ledger exactly: paid out grew by the sum, nothing left in flight, available fell
 * by the sum, and every withdrawal is PAID.
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

/** Signs up and verifies the product's ADMIN_EMAIL (its code read from the product's outbox). */
async function reviewer(baseURL: string, dataDir: string, email: string) {
  const password = 'Bench12345!';
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
  const n = opts.payouts ?? 200;
  const concurrency = opts.concurrency ?? 16;
  const organiser = opts.organiser ?? { email: 'abebe@example.com', password: 'Demo12345!' };
  const orgToken = await signIn(baseURL, organiser.email, organiser.password);
  const revToken = await reviewer(baseURL, dataDir, opts.reviewerEmail);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });

  const me = ((await (await fetch(`${baseURL}/api/user/me`, { headers: auth(orgToken) })).json()) as { data: { campaigns: Array<{ id: string; status: string }> } }).data;
  const balanceOf = async (id: string) =>
    ((await (await fetch(`${baseURL}/api/campaign/${id}/balance`, { headers: auth(orgToken) })).json()) as { data: Balance }).data;
  let campaignId = '';
  let before: Balance | null = null;
  for (const c of me.campaigns.filter((x) => x.status === 'ACTIVE' || x.status === 'COMPLETED')) {
    const b = await balanceOf(c.id);
    if (!before || b.available > before.available) [campaignId, before] = [c.id, b];
  }
  if (!before || before.available <= 0) throw new Error(`${organiser.email} has no campaign with money to pay out`);

  // Small amounts with cents, all of them together within the available balance.
  const unit = Math.max(0.01, Math.floor((before.available / n / 2) * 100) / 100);
  const amounts = Array.from({ length: n }, (_, i) => Math.round((unit + (i % 3) * 0.01) * 100) / 100);
  const expectedSum = amounts.reduce((s, a) => s + cents(a), 0) / 100;
  const ids: string[] = new Array(n);

  let t0 = performance.now();
  await pool(amounts, concurrency, async (amount, i) => {
    const res = await fetch(`${baseURL}/api/campaign/${campaignId}/withdrawals`, {
      method: 'POST',
      headers: { ...json, ...auth(orgToken), 'idempotency-key': `bench-${Date.now().toString(36)}-${i}` },
      body: JSON.stringify({ amount }),
    });
    if (res.status !== 201) throw new Error(`withdrawal ${i}: ${res.status} ${await res.text()}`);
    ids[i] = ((await res.json()) as { data: { id: string } }).data.id;
  });
  const requested = (performance.now() - t0) / 1000;

  t0 = performance.now();
  await pool(ids, concurrency, async (id) => {
    const res = await fetch(`${baseURL}/api/review/withdrawals/${id}/approve`, { method: 'POST', headers: auth(revToken) });
    if (res.status !== 200) throw new Error(`approve ${id}: ${res.status} ${await res.text()}`);
  });
  const settled = (performance.now() - t0) / 1000;

  const after = await balanceOf(campaignId);
  const list = ((await (await fetch(`${baseURL}/api/campaign/${campaignId}/withdrawals`, { headers: auth(orgToken) })).json()) as {
    data: Array<{ id: string; status: string }>;
  }).data;
  const mine = new Set(ids);
  const paidCount = list.filter((w) => mine.has(w.id) && w.status === 'PAID').length;
  const paidOutGrowth = (cents(after.paidOut) - cents(before.paidOut)) / 100;
  const availableDrop = (cents(before.available) - cents(after.available)) / 100;
  return {
    payouts: n,
    concurrency,
    requestedPerSecond: Math.round(n / requested),
    settledPerSecond: Math.round(n / settled),
    expectedSum,
    paidOutGrowth,
    availableDrop,
    paidCount,
    ledgerChecked:
      cents(paidOutGrowth) === cents(expectedSum) &&
      cents(availableDrop) === cents(expectedSum) &&
      cents(after.inFlight) === cents(before.inFlight) &&
      paidCount === n,
  };
}
