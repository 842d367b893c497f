// One write per intent (issue 40): every write the app sends carries an Idempotency-Key, and the
// server answers a repeated key with its first answer. The key belongs to the intent, not to the
// request: the same write (method, address and body) sent again before an answer came back — a
// double tap, the client's retry after refreshing the session, a retry after the network failed —
// is the same intent and gets the same key. Once the server has answered, pressing again is a new
// intent with a new key.

/** Writes waiting for an answer (or whose answer was lost), by what they send. */
const unanswered = new Map<string, string>();
/** Enough for every button of a page; the oldest are dropped first. */
const MAX_UNANSWERED = 50;

const fileSignature = (f: File | Blob) => ({ name: 'name' in f ? f.name : '', size: f.size, type: f.type, at: 'lastModified' in f ? f.lastModified : 0 });

/** A body as text that is the same for the same contents (object keys sorted; files by name, size, type and date). */
function bodySignature(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    return [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : fileSignature(v)]);
  }
  if (typeof Blob !== 'undefined' && body instanceof Blob) return fileSignature(body);
  if (Array.isArray(body)) return body.map(bodySignature);
  if (typeof body === 'object') {
    return Object.keys(body)
      .sort()
      .map((k) => [k, bodySignature((body as Record<string, unknown>)[k])]);
  }
  return body;
}

export const intentSignature = (method: string, path: string, body: unknown) =>
  JSON.stringify([method.toUpperCase(), path, bodySignature(body)]);

/** The key of this intent: the one already given to the same unanswered write, else a new one. */
export function intentKey(signature: string): string {
  const earlier = unanswered.get(signature);
  if (earlier) return earlier;
  const key = crypto.randomUUID();
  unanswered.set(signature, key);
  if (unanswered.size > MAX_UNANSWERED) unanswered.delete(unanswered.keys().next().value!);
  return key;
}

/** The server answered this intent: the same write again is a new one. */
export function intentAnswered(signature: string, key: string) {
  if (unanswered.get(signature) === key) unanswered.delete(signature);
}
