import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Chapa Transfers on the loopback Chapa (tests/peers/chapa.ts), as docs/providers.md ("Payouts") records them:
 * - GET  /v1/banks → {message, data:[{id, slug, swift, name, acct_length, is_mobilemoney, …}]}
 * - POST /v1/transfers {account_name, account_number, amount, currency, reference, bank_code}
 *   → {message:"Transfer Queued Successfully", status:"success", data: <chapa reference>}; a used
 *   reference, an unknown bank or a wrong account length is a 400 {status:"failed"}
 * - the transfer approval: POST to the merchant's approval URL {amount, reference, bank,
 *   account_name, account_number}, header `Chapa-Signature` = hex HMAC-SHA256 of the body keyed
 *   with the approval secret; 200 lets the transfer go, anything else reverts it
 * - GET  /v1/transfers/verify/:reference → {status:"success", data:{reference, chapa_reference,
 *   amount, currency, status, …}}; 404 for an unknown reference
 * - GET  /v1/transfers?page=n → {status:"success", data:[{account_name, account_number, currency,
 *   amount, charge, transfer_type, chapa_reference, bank_code, bank_name, bank_reference, status,
 *   reference, created_at, updated_at}], meta:{current_page, last_page, next_page_url, per_page,
 *   total, …}}, newest first, ten a page
 * - the payout webhook to the account's one webhook URL, signed as charge webhooks are.
 * Tests choose what the bank does with the next transfers and can make Chapa fail for a while.
 */
export type ChapaTransfer = {
  reference: string;
  chapa_reference: string;
  amount: string;
  currency: string;
  account_name: string;
  account_number: string;
  bank_code: number;
  status: 'pending' | 'success' | 'failed' | 'reverted';
  approval?: number;
  created_at: string;
};

/** Chapa's list has more banks and wallets than ours; ids are Chapa's business, not ours. */
export const PEER_BANKS = [
  { id: 656, slug: 'awash_bank', swift: 'AWINETAA', name: 'Awash Bank', acct_length: 14, is_mobilemoney: null },
  { id: 130, slug: 'abay_bank', swift: 'ABAYETAA', name: 'Abay Bank', acct_length: 16, is_mobilemoney: null },
  { id: 946, slug: 'cbe', swift: 'CBETETAA', name: 'Commercial Bank of Ethiopia (CBE)', acct_length: 13, is_mobilemoney: null },
  { id: 128, slug: 'cbebirr', swift: 'CBETETAA', name: 'CBEBirr', acct_length: 10, is_mobilemoney: 1 },
  { id: 347, slug: 'boa', swift: 'ABYSETAA', name: 'Bank of Abyssinia', acct_length: 8, is_mobilemoney: null },
  { id: 855, slug: 'awash_birr', swift: 'AWINETAA', name: 'Awash Birr', acct_length: 12, is_mobilemoney: 1 },
  { id: 207, slug: 'zemen_bank', swift: 'ZEMEETAA', name: 'Zemen Bank', acct_length: 16, is_mobilemoney: null },
  // Issue 44: a bank beyond the spec's five, a wallet paid by phone number, one Chapa has switched off.
  { id: 880, slug: 'dashen_bank', swift: 'DASHETAA', name: 'Dashen Bank', acct_length: 13, is_mobilemoney: null },
  { id: 833, slug: 'telebirr', swift: 'ETHTETAA', name: 'telebirr', acct_length: 10, is_mobilemoney: 1 },
  { id: 901, slug: 'closed_bank', swift: 'CLOSETAA', name: 'Closed Bank', acct_length: 12, is_mobilemoney: null, is_active: 0 },
].map((b) => ({ country_id: 1, is_active: 1, is_rtgs: 1, active: 1, is_24hrs: null, currency: 'ETB', ...b }));

type Json = (res: ServerResponse, status: number, body: unknown) => void;

export function chapaTransfers(opts: { approvalSecret: string; sign: (payload: string) => string; webhookUrl: () => string | undefined }) {
  const transfers = new Map<string, ChapaTransfer>();
  const requests: Record<string, unknown>[] = [];
  const webhookResponses: number[] = [];
  let approvalUrl: string | undefined;
  /** What the bank does with approved transfers: settle at once (success/failed) or leave them pending. */
  let bankOutcome: 'success' | 'failed' | 'pending' = 'success';
  /** Answer this many transfer requests with a 500, as an outage would. */
  let outages = 0;

  const approvalSignature = (body: string) => createHmac('sha256', opts.approvalSecret).update(body).digest('hex');

  function webhookBody(t: ChapaTransfer) {
    return JSON.stringify({
      event: t.status === 'success' ? 'payout.success' : 'payout.failed',
      type: 'Payout',
      account_name: t.account_name,
      account_number: t.account_number,
      bank_id: t.bank_code,
      bank_name: PEER_BANKS.find((b) => b.id === t.bank_code)?.name,
      amount: t.amount,
      charge: '0.00',
      currency: t.currency,
      status: t.status,
      reference: t.reference,
      chapa_reference: t.chapa_reference,
      created_at: new Date().toISOString(),
    });
  }

  async function fireWebhook(reference: string, forge: { body?: string; signature?: string } = {}) {
    const t = transfers.get(reference);
    const url = opts.webhookUrl();
    if (!t || !url) throw new Error(`cannot send a payout webhook for ${reference}`);
    const signed = webhookBody(t);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-chapa-signature': forge.signature ?? opts.sign(signed), 'Chapa-Signature': opts.sign('') },
      body: forge.body ?? signed,
    });
    webhookResponses.push(res.status);
    return res.status;
  }

  /** Settles a transfer at the bank; the webhook tells the merchant unless `quietly`. */
  async function settle(reference: string, status: 'success' | 'failed' | 'reverted', quietly = false) {
    const t = transfers.get(reference);
    if (!t) throw new Error(`unknown transfer ${reference}`);
    t.status = status;
    if (!quietly && opts.webhookUrl()) await fireWebhook(reference).catch(() => undefined);
  }

  async function askApproval(t: ChapaTransfer, bankName: string) {
    if (!approvalUrl) return 200;
    const body = JSON.stringify({ amount: t.amount, reference: t.reference, bank: bankName, account_name: t.account_name, account_number: t.account_number });
    const res = await fetch(approvalUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'Chapa-Signature': approvalSignature(body) }, body }).catch(() => null);
    return res?.status ?? 0;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, body: () => Promise<string>, json: Json): Promise<boolean> {
    if (req.method === 'GET' && url.pathname === '/v1/banks') {
      json(res, 200, { message: 'Banks retrieved', data: PEER_BANKS });
      return true;
    }
    if (req.method === 'POST' && url.pathname === '/v1/transfers') {
      const b = JSON.parse((await body()) || '{}') as Record<string, unknown>;
      requests.push(b);
      if (outages > 0) {
        outages--;
        json(res, 500, { message: 'Service unavailable', status: 'failed', data: null });
        return true;
      }
      const bank = PEER_BANKS.find((x) => x.id === Number(b.bank_code));
      const reference = String(b.reference ?? '');
      const problem = !bank
        ? 'Invalid bank code'
        : String(b.account_number ?? '').length !== bank.acct_length
          ? `The account number must be ${bank.acct_length} digits`
          : !/^\d+(\.\d{1,2})?$/.test(String(b.amount ?? ''))
            ? 'The amount must be a number.'
            : !reference
              ? 'The reference field is required.'
              : transfers.has(reference)
                ? 'The reference has already been taken.'
                : null;
      if (problem || !bank) {
        json(res, 400, { message: problem, status: 'failed', data: null });
        return true;
      }
      const t: ChapaTransfer = {
        reference,
        chapa_reference: `CHTR${randomBytes(5).toString('hex').toUpperCase()}`,
        amount: Number(b.amount).toFixed(2),
        currency: String(b.currency ?? 'ETB'),
        account_name: String(b.account_name ?? ''),
        account_number: String(b.account_number),
        bank_code: bank.id,
        status: 'pending',
        created_at: new Date().toISOString(),
      };
      transfers.set(reference, t);
      json(res, 200, { message: 'Transfer Queued Successfully', status: 'success', data: t.chapa_reference });
      // After answering, as Chapa does: approval, then the bank.
      setImmediate(async () => {
        t.approval = await askApproval(t, bank.name);
        if (t.approval !== 200) t.status = 'reverted';
        else if (bankOutcome !== 'pending') await settle(reference, bankOutcome);
      });
      return true;
    }
    if (req.method === 'GET' && url.pathname === '/v1/transfers') {
      const perPage = 10;
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const all = [...transfers.values()].sort((a, b) => b.created_at.localeCompare(a.created_at));
      const last = Math.max(1, Math.ceil(all.length / perPage));
      const pageUrl = (n: number) => `${url.origin}/v1/transfers?page=${n}`;
      json(res, 200, {
        message: 'Transfers retrieved successfully',
        status: 'success',
        data: all.slice((page - 1) * perPage, page * perPage).map((t) => ({
          account_name: t.account_name,
          account_number: t.account_number,
          currency: t.currency,
          amount: Number(t.amount),
          charge: 0,
          transfer_type: 'bank',
          chapa_reference: t.chapa_reference,
          bank_code: t.bank_code,
          bank_name: PEER_BANKS.find((x) => x.id === t.bank_code)?.name,
          bank_reference: null,
          status: t.status,
          reference: t.reference,
          created_at: t.created_at,
          updated_at: t.created_at,
        })),
        meta: { current_page: page, first_page_url: pageUrl(1), last_page: last, last_page_url: pageUrl(last), next_page_url: page < last ? pageUrl(page + 1) : null, path: pageUrl(1).split('?')[0], per_page: perPage, prev_page_url: page > 1 ? pageUrl(page - 1) : null, to: Math.min(page * perPage, all.length), total: all.length, error: [] },
      });
      return true;
    }
    const verify = /^\/v1\/transfers\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const t = transfers.get(decodeURIComponent(verify[1]));
      if (!t) json(res, 404, { message: 'Transfer not found', status: 'failed', data: null });
      else json(res, 200, { message: 'Transfer details', status: 'success', data: { ...t, bank_name: PEER_BANKS.find((x) => x.id === t.bank_code)?.name, created_at: new Date().toISOString() } });
      return true;
    }
    return false;
  }

  return {
    handle,
    transfers,
    requests,
    webhookResponses,
    settle,
    fireWebhook,
    webhookBody: (reference: string) => webhookBody(transfers.get(reference)!),
    approvalSignature,
    setApprovalUrl: (u: string) => void (approvalUrl = u),
    setBankOutcome: (o: typeof bankOutcome) => void (bankOutcome = o),
    failNext: (n: number) => void (outages = n),
  };
}
