import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ProviderError,
  listedAmount,
  listedAt,
  withinRange,
  type CheckoutRequest,
  type ListedMovement,
  type PaymentProvider,
  type RefundRequest,
  type Verification,
  type WebhookHeaders,
} from './payments';
import { chapaApi, chapaList } from '../chapa-api';

export type ChapaOptions = {
  secretKey: string;
  /** API base, e.g. https://api.chapa.co/v1 (tests point it at a loopback peer). */
  apiUrl: string;
  /** The "secret hash" set with the webhook URL in Chapa's dashboard; without it webhooks are refused. */
  webhookSecret?: string;
  timeoutMs?: number;
};


/**
 * Chapa (https://developer.chapa.co), as its docs and official Node SDK describe it:
 * - POST {api}/transaction/initialize, bearer secret key, JSON {amount, currency, email,
 *   first_name, last_name, tx_ref, callback_url, return_url, customization{title, description}}
 *   → {status:"success", data:{checkout_url}}.
 * - GET {api}/transaction/verify/{tx_ref}, bearer secret key → {status:"success", data:{status,
 *   amount, currency, tx_ref, reference, …}}; data.status "success" means paid.
 * - Webhooks: `x-chapa-signature` = hex HMAC-SHA256 of the raw body keyed with the webhook
 *   secret; `Chapa-Signature` = hex HMAC-SHA256 of the secret keyed with itself. Either is
 *   accepted (x-chapa-signature, which binds the body, is checked when present), and the
 *   transaction is verified with Chapa afterwards in any case.
 * - GET {api}/transactions?page=n, bearer secret key → {status:"success", data:{transactions:
 *   [{status, ref_id, type, created_at, currency, amount, charge, …}], pagination:{per_page,
 *   current_page, next_page_url, …}}}: every transaction, Chapa's reference (`ref_id`) but not
 *   our tx_ref; read for reconciliation.
 */
export function chapaPayments(opts: ChapaOptions): PaymentProvider {

  const call = chapaApi(opts);

  return {
    name: 'chapa',
    // Chapa's initialize takes the customer's email (its hosted page sends the receipt there).
    requiredFields: ['email'],
    // Where initialize's checkout_url points (https://checkout.chapa.co/checkout/payment/…).
    checkoutOrigin: 'https://checkout.chapa.co',
    async initialize(req: CheckoutRequest) {
      const { httpStatus, json } = await call<{ checkout_url?: unknown }>('POST', '/transaction/initialize', {
        amount: req.amount,
        currency: req.currency,
        email: req.email,
        first_name: req.firstName,
        last_name: req.lastName,
        tx_ref: req.txRef,
        callback_url: req.callbackUrl,
        return_url: req.returnUrl,
        customization: {
          // Chapa limits the title to 16 characters and the description to letters, digits,
          // spaces, dots, hyphens and underscores: Latin only, so no Amharic here (issue 27).
          // Both stay English whatever the donor's language (the brand is a name, "donation" the
          // plainest word), and a campaign title in Ethiopic letters, which that rule strips to
          // nothing, gives a whole sentence, never a dangling "Donation to".
          title: 'Birr donation',
          description: chapaDescription(req.campaignTitle),
        },
      });
      const url = json.data?.checkout_url;
      if (httpStatus >= 300 || json.status !== 'success' || typeof url !== 'string') {
        throw new ProviderError(`Chapa refused to initialize ${req.txRef}: ${httpStatus} ${describe(json.message)}`);
      }
      return { checkoutUrl: url };
    },

    async verify(txRef: string): Promise<Verification> {
      const { httpStatus, json } = await call<Record<string, unknown>>(
        'GET',
        `/transaction/verify/${encodeURIComponent(txRef)}`,
      );
      const data = json.data;
      // Not (yet) known to Chapa, e.g. the donor never reached the checkout: nothing to conclude.
      if (httpStatus === 404 || (json.status !== 'success' && !data)) {
        if (httpStatus >= 500 || httpStatus === 401 || httpStatus === 403) {
          throw new ProviderError(`Chapa verify ${txRef} failed: ${httpStatus} ${describe(json.message)}`);
        }
        return { status: 'pending', message: describe(json.message) };
      }
      if (httpStatus >= 300 || !data) {
        throw new ProviderError(`Chapa verify ${txRef} failed: ${httpStatus} ${describe(json.message)}`);
      }
      if (data.tx_ref !== undefined && data.tx_ref !== txRef) {
        throw new ProviderError(`Chapa answered verify ${txRef} about ${String(data.tx_ref)}`);
      }
      const state = String(data.status ?? '').toLowerCase();
      const status = state === 'success' ? 'success' : state === 'pending' || state === '' ? 'pending' : 'failed';
      return {
        status,
        amount: data.amount === undefined || data.amount === null ? undefined : String(data.amount),
        currency: typeof data.currency === 'string' ? data.currency : undefined,
        reference: typeof data.reference === 'string' ? data.reference : undefined,
        // Chapa's verify documents no rate; a USD payment's answer is read for one named as its
        // rates and swap answers name it (`rate`), and the donation's quoted rate stands without (issue 43).
        rate: typeof data.rate === 'number' || typeof data.rate === 'string' ? String(data.rate) : undefined,
        message: status === 'failed' ? `Chapa: ${state}` : undefined,
      };
    },

    async listTransactions(range) {
      const items = await chapaList(call, '/transactions', (answer) => {
        const data = answer.data as { transactions?: unknown; pagination?: { next_page_url?: unknown } } | null | undefined;
        if (answer.status !== 'success' || !Array.isArray(data?.transactions)) return null;
        return { items: data.transactions as Record<string, unknown>[], next: !!data.pagination?.next_page_url };
      });
      return items.map(listedTransaction).filter((t): t is ListedMovement => !!t).filter(withinRange(range));
    },

    async refund(req: RefundRequest) {
      const { httpStatus, json } = await call<Record<string, unknown>>('POST', `/refund/${encodeURIComponent(req.txRef)}`, {
        reason: req.reason.slice(0, 200),
        amount: req.amount,
        reference: req.reference,
        meta: { reference: req.reference },
      });
      if (httpStatus >= 500 || httpStatus === 401 || httpStatus === 403 || httpStatus === 429) {
        throw new ProviderError(`Chapa refund ${req.txRef} failed: ${httpStatus} ${describe(json.message)}`);
      }
      if (httpStatus >= 300 || json.status !== 'success') return { status: 'refused' as const, message: `Chapa: ${describe(json.message)}` };
      const data = json.data ?? {};
      const ref = data.refund_reference ?? data.reference ?? data.id;
      return { status: 'done' as const, providerReference: typeof ref === 'string' || typeof ref === 'number' ? String(ref) : undefined };
    },

    webhookTxRef(rawBody: Buffer, headers: WebhookHeaders) {
      const secret = opts.webhookSecret;
      if (!secret) return null;
      const bodySig = first(headers['x-chapa-signature']);
      const keySig = first(headers['chapa-signature']);
      const ok = bodySig
        ? sameHex(bodySig, hmacHex(secret, rawBody))
        : keySig
          ? sameHex(keySig, hmacHex(secret, secret))
          : false;
      if (!ok) return null;
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
      } catch {
        return null;
      }
      // Transaction events carry tx_ref at the top level; accept it under data too.
      const nested = (event.data ?? {}) as Record<string, unknown>;
      const ref = event.tx_ref ?? nested.tx_ref;
      return typeof ref === 'string' && ref ? ref : null;
    },
  };
}

/** A transaction of Chapa's list; null without a time (it cannot be placed on a day). */
function listedTransaction(t: Record<string, unknown>): ListedMovement | null {
  const at = listedAt(t.created_at);
  if (!at) return null;
  const state = String(t.status ?? '').toLowerCase();
  return {
    // Chapa's v1 list names its own reference only; a tx_ref is taken when one is there.
    reference: typeof t.tx_ref === 'string' && t.tx_ref ? t.tx_ref : null,
    providerReference: typeof t.ref_id === 'string' && t.ref_id ? t.ref_id : null,
    amount: listedAmount(t.amount),
    currency: typeof t.currency === 'string' ? t.currency : null,
    status: state === 'success' ? 'success' : state === 'pending' || state === '' ? 'pending' : 'failed',
    at,
  };
}

export const hmacHex = (secret: string, payload: string | Buffer) =>
  createHmac('sha256', secret).update(payload).digest('hex');

function sameHex(given: string, expected: string) {
  const a = Buffer.from(given.trim().toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const describe = (message: unknown) => (typeof message === 'string' ? message : JSON.stringify(message ?? ''));

/** "Donation to <the title's Latin letters>", or a general line when the title has none. */
export const chapaDescription = (campaignTitle: string) => {
  const title = chapaText(campaignTitle);
  return title ? chapaText(`Donation to ${title}`) : 'Donation to a Birr campaign';
};

/** Chapa's customization text rule: letters, digits, spaces, dots, hyphens, underscores. */
export const chapaText = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ._-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 50);
