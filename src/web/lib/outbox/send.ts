import {
  CREATE_ENDPOINTS,
  FILE_FIELDS,
  IDEMPOTENCY_HEADER,
  fieldsFor,
  type CreateField,
} from '#contract/create-campaign';
import { currentLocale } from '#i18n/locale';
import type { Draft } from './drafts';
import { m } from '#i18n/paraglide/messages.js';

// Builds and sends one submission. Shared by the page and the service worker: no DOM, no React,
// plain fetch.

export type SendOutcome =
  | { kind: 'created'; campaignId: string }
  /** The server answered with a refusal the organiser has to fix (or may retry by hand). */
  | { kind: 'refused'; status: number; message: string; field?: string }
  /** The access token was refused: renew it and try again (the page can, the worker cannot). */
  | { kind: 'unauthorised' }
  /** No answer (no network, lie-fi, the server or its proxy down): keep it waiting. */
  | { kind: 'unreachable' };

/**
 * The spec's multipart form: only this kind's fields, empty ones left out, multi-file fields
 * appended one by one. Phone numbers go as the organiser typed them.
 */
export function buildCreateForm(draft: Pick<Draft, 'kind' | 'fields' | 'files'>): FormData {
  const form = new FormData();
  const fileFields = new Set<string>(FILE_FIELDS);
  for (const field of fieldsFor(draft.kind) as CreateField[]) {
    if (fileFields.has(field)) {
      for (const f of draft.files[field] ?? []) form.append(field, f.blob, f.name);
    } else {
      const value = draft.fields[field]?.trim();
      if (value) form.append(field, value);
    }
  }
  return form;
}

/**
 * Statuses that say "not now" rather than "not this": a proxy answered for a server it could not
 * reach (502–504), the request took too long (408), or too many came at once (429). The draft stays
 * queued and goes again with the same Idempotency-Key, so it is still created once.
 */
const GATEWAY = new Set([408, 429, 502, 503, 504]);

export async function sendDraft(
  draft: Pick<Draft, 'kind' | 'fields' | 'files' | 'idempotencyKey' | 'locale'>,
  token: string | null | undefined,
  doFetch: typeof fetch = fetch,
): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await doFetch(`/api${CREATE_ENDPOINTS[draft.kind]}`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        [IDEMPOTENCY_HEADER]: draft.idempotencyKey,
        // A refusal comes back in the language the organiser submitted in (the page's; a replay: the one kept with the draft).
        'Accept-Language': draft.locale ?? currentLocale(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: buildCreateForm(draft),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (GATEWAY.has(res.status)) return { kind: 'unreachable' };
  if (res.status === 401) return { kind: 'unauthorised' };
  const body = (await res.json().catch(() => null)) as { data?: { id?: unknown }; message?: unknown; field?: unknown } | null;
  if (res.ok && body?.data && typeof body.data.id === 'string') return { kind: 'created', campaignId: body.data.id };
  const message = typeof body?.message === 'string' && body.message ? body.message : m.create_create_failed();
  return { kind: 'refused', status: res.status, message, ...(typeof body?.field === 'string' ? { field: body.field } : {}) };
}
