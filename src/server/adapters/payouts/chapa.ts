import { destinationIdOfSlug } from '#contract/banks';
import { BANKS, type Bank } from '#contract/enums';
import { hmacHex } from '../payments/chapa';
import { listedAmount, listedAt, withinRange, type ListedMovement, type ProviderStatus, type WebhookHeaders } from '../payments/payments';
import { ProviderError, type ApprovalQuery, type PayoutProvider, type ProviderDestination, type TransferOutcome, type TransferRequest } from './payouts';
import { signedBy } from './signature';
import { chapaApi, chapaList } from '../chapa-api';

export type ChapaPayoutOptions = {
  secretKey: string;
  /** API base, e.g. https://api.chapa.co/v1 (tests point it at a loopback peer). */
  apiUrl: string;
  /** The webhook "secret hash" (the same one payments use); without it payout webhooks are refused. */
  webhookSecret?: string;
  /** The transfer-approval secret set with the approval URL; without it every approval is refused. */
  approvalSecret?: string;
  timeoutMs?: number;
  /** How long the bank list is kept before it is asked for again. */
  banksTtlMs?: number;
};

export type ChapaBank = { id: number | string; name?: string; slug?: string; acct_length?: number | null; is_mobilemoney?: number | null; is_active?: number | null; active?: number | null };

/**
 * Our bank names → how Chapa's bank list names them. Ids are looked up at run time (GET /banks),
 * never written here; mobile-money wallets (CBEBirr, Awash Birr…) never match a bank.
 */
const BANK_NAMES: Record<Bank, RegExp> = {
  AWASH_BANK: /\bawash\b/i,
  ABAY_BANK: /\babay\b/i,
  COMMERCIAL_BANK_OF_ETHIOPIA: /commercial bank of ethiopia|^cbe$/i,
  ABYSSINIA_BANK: /abyssinia/i,
  ZEMEN_BANK: /\bzemen\b/i,
};

export function matchBank(banks: ChapaBank[], bank: Bank): ChapaBank | undefined {
  const pattern = BANK_NAMES[bank];
  return banks.find(
    (b) =>
      !b.is_mobilemoney &&
      b.is_active !== 0 &&
      b.active !== 0 &&
      (pattern.test(b.name ?? '') || pattern.test((b.slug ?? '').replace(/_/g, ' '))),
  );
}

const listed = (b: ChapaBank) => b.is_active !== 0 && b.active !== 0;

/**
 * Chapa's active banks and wallets as our payout destinations (contract/banks.ts): the entry
 * matchBank picks for one of the spec's five keeps that bank's id; every other entry's id comes
 * from its slug (or its name without one). `is_mobilemoney` makes a wallet.
 */
export function destinationsOf(banks: ChapaBank[]): ProviderDestination[] {
  const legacy = new Map<ChapaBank['id'], Bank>();
  for (const bank of BANKS) {
    const entry = matchBank(banks, bank);
    if (entry) legacy.set(entry.id, bank);
  }
  const seen = new Set<string>();
  const out: ProviderDestination[] = [];
  for (const b of banks.filter(listed)) {
    const id = legacy.get(b.id) ?? destinationIdOfSlug(b.slug || b.name || String(b.id));
    if (!id || seen.has(id)) continue;
    seen.add(id);
    const length = Number(b.acct_length);
    out.push({
      id,
      name: (b.name ?? id).replace(/\s*\(mobile money\)\s*$/i, ''),
      kind: b.is_mobilemoney ? 'wallet' : 'bank',
      accountLength: Number.isInteger(length) && length > 0 ? length : null,
      providerCode: String(b.id),
    });
  }
  return out;
}

/**
 * Chapa Transfers (https://developer.chapa.co/transfer/transfers), as README "Payouts" records:
 * GET {api}/banks → {data:[{id, name, slug, acct_length, is_mobilemoney, …}]};
 * POST {api}/transfers {account_name, account_number, amount, currency, reference, bank_code}
 * → {status:"success", data: <queued>}; GET {api}/transfers/verify/{reference} →
 * {status:"success", data:{status, amount, currency, chapa_reference, …}};
 * GET {api}/transfers?page=n → {status:"success", data:[{reference, chapa_reference, amount,
 * currency, status, created_at, …}], meta:{current_page, last_page, next_page_url, …}} (every
 * transfer, read for reconciliation).
 */
export function chapaPayouts(opts: ChapaPayoutOptions): PayoutProvider {
  const banksTtlMs = opts.banksTtlMs ?? 60 * 60_000;
  let banks: { at: number; list: ChapaBank[] } | null = null;

  const call = chapaApi(opts);

  /** Chapa's bank list, kept banksTtlMs; `fresh` asks again (the daily refresh of the stored list). */
  async function bankList(fresh = false): Promise<ChapaBank[]> {
    if (!fresh && banks && Date.now() - banks.at < banksTtlMs) return banks.list;
    const { httpStatus, json } = await call<ChapaBank[]>('GET', '/banks');
    if (httpStatus >= 300 || !Array.isArray(json.data)) {
      throw new ProviderError(`Chapa bank list failed: ${httpStatus} ${describe(json.message)}`);
    }
    banks = { at: Date.now(), list: json.data };
    return json.data;
  }

  async function verify(reference: string): Promise<TransferOutcome> {
    const { httpStatus, json } = await call<Record<string, unknown>>('GET', `/transfers/verify/${encodeURIComponent(reference)}`);
    const data = json.data;
    if (httpStatus === 404 || (httpStatus < 500 && httpStatus !== 401 && httpStatus !== 403 && !data)) {
      return { status: 'pending', message: describe(json.message) };
    }
    if (httpStatus >= 300 || !data || typeof data !== 'object') {
      throw new ProviderError(`Chapa transfer verify ${reference} failed: ${httpStatus} ${describe(json.message)}`);
    }
    const ref = data.reference ?? data.tx_ref;
    if (ref !== undefined && ref !== reference) throw new ProviderError(`Chapa answered verify ${reference} about ${String(ref)}`);
    const state = String(data.status ?? '').toLowerCase();
    const status = transferStatus(state);
    return {
      status,
      amount: data.amount === undefined || data.amount === null ? undefined : String(data.amount),
      currency: typeof data.currency === 'string' ? data.currency : undefined,
      providerReference: typeof data.chapa_reference === 'string' ? data.chapa_reference : undefined,
      ...(status === 'failed' ? { code: 'transfer_failed' as const, message: `Chapa: ${state}` } : {}),
    };
  }

  /**
   * Which of our destinations Chapa's bank (its id, name or slug, as an approval names it) is: the
   * one we would send that destination's transfers to. Without the bank list (Chapa unreachable) a
   * name is matched as the spec's five banks are; a wallet never is.
   */
  async function ourBank(named: string): Promise<string | null> {
    const list = await bankList().catch(() => null);
    if (list) {
      const entry = list.find((b) => String(b.id) === named || b.name === named || b.slug === named);
      return (entry && destinationsOf(list).find((d) => d.providerCode === String(entry.id))?.id) ?? null;
    }
    if (/birr|wallet/i.test(named)) return null;
    return BANKS.find((bank) => BANK_NAMES[bank].test(named)) ?? null;
  }

  return {
    name: 'chapa',
    verify,
    destinations: async () => destinationsOf(await bankList(true)),
    async transfer(req: TransferRequest): Promise<TransferOutcome> {
      const bank = destinationsOf(await bankList()).find((d) => d.id === req.bankName);
      if (!bank) return { status: 'failed', code: 'bank_not_supported', message: `Chapa does not list ${req.bankName} as a bank it pays to` };
      if (bank.accountLength && req.accountNumber.length !== bank.accountLength) {
        return { status: 'failed', code: 'account_number_length', message: `${bank.name} account numbers have ${bank.accountLength} digits; this one has ${req.accountNumber.length}` };
      }
      const { httpStatus, json } = await call<unknown>('POST', '/transfers', {
        account_name: req.holderName,
        account_number: req.accountNumber,
        amount: req.amount,
        currency: req.currency,
        reference: req.reference,
        bank_code: Number.isNaN(Number(bank.providerCode)) ? bank.providerCode : Number(bank.providerCode),
      });
      if (httpStatus >= 500) throw new ProviderError(`Chapa transfer ${req.reference} failed: ${httpStatus} ${describe(json.message)}`);
      if (httpStatus < 300 && json.status === 'success') {
        return { status: 'pending', providerReference: typeof json.data === 'string' ? json.data : undefined };
      }
      // Refused. A retry of a transfer Chapa already took is refused as a duplicate reference:
      // what Chapa knows about the reference decides, not the refusal.
      const known = await verify(req.reference);
      if (known.status !== 'pending' || known.providerReference) return known;
      return { status: 'failed', code: 'provider_refused', message: `Chapa refused the transfer: ${httpStatus} ${describe(json.message)}` };
    },

    async approvalQuery(rawBody: Buffer, headers: WebhookHeaders): Promise<ApprovalQuery | null> {
      if (!opts.approvalSecret || !signedBy(opts.approvalSecret, rawBody, headers)) return null;
      const body = parse(rawBody);
      if (!body || typeof body.reference !== 'string' || !body.reference) return null;
      const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
      const bank = text(body.bank);
      return {
        reference: body.reference,
        amount: text(body.amount),
        accountNumber: text(body.account_number),
        accountName: text(body.account_name),
        bankName: bank === undefined ? undefined : await ourBank(bank),
      };
    },

    async listTransfers(range) {
      const items = await chapaList(call, '/transfers', (answer) => {
        const meta = answer.meta as { current_page?: unknown; last_page?: unknown; next_page_url?: unknown } | undefined;
        if (answer.status !== 'success' || !Array.isArray(answer.data)) return null;
        const next = meta?.next_page_url ? true : Number(meta?.current_page) < Number(meta?.last_page);
        return { items: answer.data as Record<string, unknown>[], next };
      });
      return items.map(listedTransfer).filter((t): t is ListedMovement => !!t).filter(withinRange(range));
    },

    webhookReference(rawBody: Buffer, headers: WebhookHeaders) {
      if (!opts.webhookSecret || !signedBy(opts.webhookSecret, rawBody, headers)) return null;
      const event = parse(rawBody);
      if (!event) return null;
      const nested = (event.data ?? {}) as Record<string, unknown>;
      const ref = event.reference ?? nested.reference;
      return typeof ref === 'string' && ref ? ref : null;
    },
  };
}

export { hmacHex };

/** Chapa's words for a transfer's state: done, failed (or sent back), or still on its way. */
const transferStatus = (state: string): ProviderStatus =>
  state === 'success' || state === 'successful' || state === 'completed' ? 'success' : ['failed', 'failure', 'reverted', 'reversed', 'cancelled', 'canceled'].includes(state) ? 'failed' : 'pending';

/** A transfer of Chapa's list; null without a time (it cannot be placed on a day). */
function listedTransfer(t: Record<string, unknown>): ListedMovement | null {
  const at = listedAt(t.created_at);
  if (!at) return null;
  const ref = t.reference ?? t.tx_ref;
  return {
    reference: typeof ref === 'string' && ref ? ref : null,
    providerReference: typeof t.chapa_reference === 'string' && t.chapa_reference ? t.chapa_reference : null,
    amount: listedAmount(t.amount),
    currency: typeof t.currency === 'string' ? t.currency : null,
    status: transferStatus(String(t.status ?? '').toLowerCase()),
    at,
  };
}

function parse(raw: Buffer): Record<string, unknown> | null {
  try {
    const v = JSON.parse(raw.toString('utf8')) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const describe = (message: unknown) => (typeof message === 'string' ? message : JSON.stringify(message ?? ''));
