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
