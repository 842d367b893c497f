import { pool } from './pool';

/**
 * Donations on one campaign through the embedded sandbox provider, over HTTP as donors make them:
 * start N donations (guest route), then confirm them all concurrently through the sandbox
 * checkout's Pay (which verifies with the provider and settles exactly once). Reports donations
 * started and confirmed per second, and checks the campaign's raised amount and donation count
 * grew by exactly the sum and the number confirmed.
 */
export type DonationBench = {
  donations: number;
  concurrency: number;
  startedPerSecond: number;
  confirmedPerSecond: number;
  expectedSum: number;
  raisedGrowth: number;
  countGrowth: number;
  sumChecked: boolean;
};

type CampaignNumbers = { raisedAmount: number; _count: { Donation: number } };

export async function benchDonations(baseURL: string, opts: { donations?: number; concurrency?: number } = {}): Promise<DonationBench> {
  const n = opts.donations ?? 400;
  const concurrency = opts.concurrency ?? 16;
  const list = (await (await fetch(`${baseURL}/api/campaign?limit=1`)).json()) as { data: { id: string }[] };
  const id = list.data[0].id;
  // Public reads are memoised for a couple of seconds (PUBLIC_CACHE_SECONDS): read past that.
  const numbers = async () => {
    await new Promise((r) => setTimeout(r, 2500));
    const res = await fetch(`${baseURL}/api/campaign/${id}`, { headers: { 'cache-control': 'no-cache' } });
    return ((await res.json()) as { data: CampaignNumbers }).data;
  };
  const before = await numbers();

  const amounts = Array.from({ length: n }, (_, i) => 10 + (i % 97) + (i % 4) * 0.25);
  const refs: string[] = new Array(n);
  let t0 = performance.now();
  await pool(amounts, concurrency, async (amount, i) => {
    const res = await fetch(`${baseURL}/api/donation/guest/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ donorFirstName: 'Bench', donorLastName: `Donor ${i}`, email: `bench${i}@example.com`, amount, isAnonymous: i % 5 === 0 }),
    });
    if (res.status !== 201) throw new Error(`donation ${i}: ${res.status} ${await res.text()}`);
    refs[i] = ((await res.json()) as { data: { txRef: string } }).data.txRef;
  });
  const started = (performance.now() - t0) / 1000;

  t0 = performance.now();
  await pool(refs, concurrency, async (ref) => {
    const res = await fetch(`${baseURL}/api/payments/sandbox/${ref}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    if (res.status !== 303) throw new Error(`pay ${ref}: ${res.status}`);
  });
  const confirmed = (performance.now() - t0) / 1000;

  const after = await numbers();
  const expectedSum = amounts.reduce((s, a) => s + Math.round(a * 100), 0) / 100;
  const raisedGrowth = Math.round((after.raisedAmount - before.raisedAmount) * 100) / 100;
  const countGrowth = after._count.Donation - before._count.Donation;
  return {
    donations: n,
    concurrency,
    startedPerSecond: Math.round(n / started),
    confirmedPerSecond: Math.round(n / confirmed),
    expectedSum,
    raisedGrowth,
    countGrowth,
    sumChecked: raisedGrowth === expectedSum && countGrowth === n,
  };
}
