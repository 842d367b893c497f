import { ProviderError } from './payments/payments';

/** Chapa's answers: `{message, status, data}`. */
export type ChapaEnvelope<T> = { message?: unknown; status?: unknown; data?: T | null };

/**
 * One call to Chapa's REST API with the secret key, shared by the payments and payouts adapters.
 * An unreachable Chapa, a timeout or an answer that is not JSON is a ProviderError (try again
 * later); any HTTP status comes back for the caller to judge.
 */
export function chapaApi(opts: { apiUrl: string; secretKey: string; timeoutMs?: number }) {
  const base = opts.apiUrl.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 20_000;
  return async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${opts.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new ProviderError(`Chapa could not be reached: ${(err as Error).message}`);
    }
    const text = await res.text();
    try {
      return { httpStatus: res.status, json: (text ? JSON.parse(text) : {}) as ChapaEnvelope<T> };
    } catch {
      throw new ProviderError(`Chapa answered ${res.status} with something that is not JSON`);
    }
  };
}

/** At most this many pages of one of Chapa's lists are read for one question (its pages hold 10 by default). */
export const CHAPA_LIST_MAX_PAGES = 500;

/**
 * Every item of one of Chapa's paged lists (`GET {path}?page=n`), page after page until `pageOf`
 * says there is no next one. Chapa's v1 lists take no period, so the caller keeps what it needs.
 * A refusal, an unreadable page or a list longer than CHAPA_LIST_MAX_PAGES is a ProviderError.
 */
export async function chapaList<T>(
  call: ReturnType<typeof chapaApi>,
  path: string,
  pageOf: (answer: ChapaEnvelope<unknown> & Record<string, unknown>) => { items: T[]; next: boolean } | null,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= CHAPA_LIST_MAX_PAGES; page++) {
    const { httpStatus, json } = await call<unknown>('GET', `${path}?page=${page}`);
    const got = httpStatus < 300 ? pageOf(json as ChapaEnvelope<unknown> & Record<string, unknown>) : null;
    if (!got) throw new ProviderError(`Chapa ${path} page ${page} failed: ${httpStatus} ${typeof json.message === 'string' ? json.message : ''}`.trim());
    all.push(...got.items);
    if (!got.next || !got.items.length) return all;
  }
  throw new ProviderError(`Chapa ${path} has more than ${CHAPA_LIST_MAX_PAGES} pages`);
}
