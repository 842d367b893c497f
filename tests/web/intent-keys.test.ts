import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#web/lib/http';

// One write per intent, the app's side (issue 40, item 18): what a double tap sends.

type Sent = { url: string; method: string; key: string | null };
function serverAnswering(answer: (n: number) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = new Request(typeof input === 'string' ? new URL(input, 'http://birr.test') : input, init);
    sent.push({ url: new URL(req.url).pathname, method: req.method, key: req.headers.get('idempotency-key') });
    return answer(sent.length);
  });
  return sent;
}
const ok = () => new Response(JSON.stringify({ message: 'Update posted' }), { status: 201, headers: { 'content-type': 'application/json' } });
const later = <T>(value: T, ms = 20) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

afterEach(() => vi.unstubAllGlobals());

describe('Idempotency-Key per intent', () => {
  it('a double tap sends the same key twice; pressing again after the answer is a new intent', async () => {
    const sent = serverAnswering(() => later(ok()));
    const post = () => api('/campaign/c1/updates', { method: 'POST', body: { text: 'We bought the books' } });
    await Promise.all([post(), post()]);
    await post();
    expect(sent).toHaveLength(3);
    expect(sent[0].key).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
    expect(sent[1].key).toBe(sent[0].key);
    expect(sent[2].key).not.toBe(sent[0].key);
  });

  it('another body is another intent; reads carry no key', async () => {
    const sent = serverAnswering(() => later(ok()));
    await Promise.all([
      api('/campaign/c1/updates', { method: 'POST', body: { text: 'One' } }),
      api('/campaign/c1/updates', { method: 'POST', body: { text: 'Two' } }),
      api('/campaign/c1/updates'),
    ]);
    expect(sent[0].key).not.toBe(sent[1].key);
    expect(sent[2]).toMatchObject({ method: 'GET', key: null });
  });

  it('a write that got no answer keeps its key for the retry, so it cannot be made twice', async () => {
    const sent = serverAnswering((n) => (n === 1 ? Promise.reject(new TypeError('Failed to fetch')) : ok()));
    const post = () => api('/review/withdrawals/w1/approve', { method: 'POST' });
    await expect(post()).rejects.toThrow();
    await post();
    expect(sent[1].key).toBe(sent[0].key);
  });

  it("keeps a caller's own key (a withdrawal's)", async () => {
    const sent = serverAnswering(() => ok());
    await api('/campaign/c1/withdrawals', { method: 'POST', body: { amount: 100 }, headers: { 'Idempotency-Key': 'withdrawal-key-1' } });
    expect(sent[0].key).toBe('withdrawal-key-1');
  });
});
