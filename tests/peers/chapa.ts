import { createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { chapaTransfers } from './chapa-transfers';

/**
 * An HTTP server on loopback that speaks Chapa's API the way developer.chapa.co and the official
 * Node SDK describe it (see docs/providers.md, "Payments"):
 * - POST /v1/transaction/initialize (bearer secret key) → {status:"success", data:{checkout_url}}
 * - GET  /v1/transaction/verify/:tx_ref (bearer secret key) → {status:"success", data:{status,
 *   amount, currency, tx_ref, reference, …}}; 404 {status:"failed"} for an unknown reference
 * - GET  /v1/transactions?page=n (bearer secret key) → {status:"success", data:{transactions:
 *   [{status, ref_id, type, created_at, currency, amount ("12.000"), charge, …}], pagination:
 *   {per_page: 10, current_page, first_page_url, next_page_url, prev_page_url}}}, newest first;
 *   no tx_ref in the list, as Chapa's "All Transactions" shows it
 * - a hosted checkout page at checkout_url with Pay and Cancel; paying settles the transaction,
 *   fires the webhook (headers `Chapa-Signature` = HMAC-SHA256(secret, secret) and
 *   `x-chapa-signature` = HMAC-SHA256(secret, raw body), both hex), calls callback_url with
 *   ?trx_ref=&ref_id=&status= and redirects the browser to return_url.
 * - USD (issue 43): initialize takes currency USD; verify answers a USD payment's currency and
 *   amount charged and, beside them, `rate`: the Birr for one dollar it applied (Chapa's verify
 *   documents no rate: setUsdRate(null) answers without one, as documented);
 *   GET /v1/rates?from=USD&to=ETB → {status:"success", data:{from, to, rate, charge}}, as
 *   developer.chapa.co/transfer/rates describes it.
 * - Direct charge (developer.chapa.co, "Direct Charge"; issue 43): POST /v1/charges?type=<wallet>
 *   {amount, currency, mobile, tx_ref, …} → {status:"success", data:{auth_type:"ussd"|"otp",
 *   meta:{ref_id, …}}}; the wallet then asks its owner: a USSD push the test answers with
 *   `answerPush` (approve → paid, webhook fired; refuse → failed, webhook fired; unanswered: it stays
 *   pending), or an OTP (`otpFor`) sent back by POST /v1/validate?type=<wallet> {reference, client},
 *   `client` being base64 3DES-ECB of {requestID, otp} under the account's encryption key, which
 *   this peer decrypts. How a number's wallet behaves is `planWallet(mobile, …)`: USSD by default.
 * Tests can also settle a transaction without telling anyone, change what was charged, and fire
 * (or forge) webhooks by hand.
 */
export type ChapaTx = {
  id: string;
  tx_ref: string;
  amount: string;
  currency: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  callback_url?: string;
  return_url?: string;
  customization?: { title?: string; description?: string };
  status: 'pending' | 'success' | 'failed';
  reference: string;
  /** What verify reports as charged (normally the amount asked for), and for USD the rate applied (issue 43). */
  charged: { amount: string; currency: string; rate?: string };
  created_at: string;
  /** A direct charge's wallet and number, how it asked to be authorized, and its code. */
  wallet?: { type: string; mobile: string; authType: 'ussd' | 'otp'; requestId: string; otp: string };
};

/** How a wallet number behaves on a direct charge: ussd (a push), otp (a code), or refused at once with Chapa's words. */
export type WalletPlan = { auth: 'ussd' | 'otp' } | { refuse: string };

/** Chapa's lists answer ten items a page. */
export const LIST_PAGE = 10;

export async function startChapaPeer(opts: {
  secretKey: string;
  webhookSecret: string;
  webhookUrl?: string;
  approvalSecret?: string;
  port?: number;
  /** The account's encryption key (24 characters): direct charge's OTPs arrive encrypted with it. */
  encryptionKey?: string;
}) {
  const txs = new Map<string, ChapaTx>();
  const byId = new Map<string, ChapaTx>();
  const initializeBodies: Record<string, unknown>[] = [];
  const verifyCalls = new Map<string, number>();
  const webhookResponses: number[] = [];
  const refundCalls: Array<{ txRef: string; reason?: string; amount?: string; reference?: string }> = [];
  const refunded = new Map<string, { reference: string | null; amount: string; refund_reference: string }>();
  let refundMode: 'ok' | 'refuse' | 'down' = 'ok';
  const chargeBodies: Array<{ type: string | null } & Record<string, unknown>> = [];
  const validateBodies: Array<{ type: string | null; reference?: unknown; decrypted: unknown }> = [];
  const walletPlans = new Map<string, WalletPlan>();
  let webhookUrl = opts.webhookUrl;
  // Birr for one dollar (issue 43): what /v1/rates answers and a USD payment is settled at; null: verify names none.
  let usdRate: string | null = '138.1000';

  const sign = (payload: string) => createHmac('sha256', opts.webhookSecret).update(payload).digest('hex');
  // Transfers (payouts) share the account's key, webhook URL and webhook secret (chapa-transfers.ts).
  const transfers = chapaTransfers({ approvalSecret: opts.approvalSecret ?? 'no-approval-secret', sign, webhookUrl: () => webhookUrl });

  function json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  async function readBody(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  const authorised = (req: IncomingMessage) => req.headers.authorization === `Bearer ${opts.secretKey}`;

  function webhookBody(tx: ChapaTx) {
    return JSON.stringify({
      event: tx.status === 'success' ? 'charge.success' : 'charge.failed',
      type: 'API',
      first_name: tx.first_name,
      last_name: tx.last_name,
      email: tx.email,
      mobile: null,
      currency: tx.charged.currency,
      amount: tx.charged.amount,
      charge: (Number(tx.charged.amount) * 0.035).toFixed(2),
      status: tx.status,
      failure_reason: tx.status === 'failed' ? 'Cancelled by customer' : null,
      mode: 'test',
      reference: tx.reference,
      created_at: tx.created_at,
      updated_at: new Date().toISOString(),
      tx_ref: tx.tx_ref,
      payment_method: 'telebirr',
      customization: tx.customization ?? null,
      meta: null,
    });
  }

  /** Sends the webhook as Chapa does; `forge` changes what is sent without re-signing. */
  async function fireWebhook(
    txRef: string,
    forge: { body?: string; bodySignature?: string | null; keySignature?: string | null } = {},
  ) {
    const tx = txs.get(txRef);
    if (!tx) throw new Error(`unknown tx_ref ${txRef}`);
    if (!webhookUrl) throw new Error('no webhook URL configured');
    const signed = webhookBody(tx);
    const body = forge.body ?? signed;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const keySig = forge.keySignature === undefined ? sign(opts.webhookSecret) : forge.keySignature;
    const bodySig = forge.bodySignature === undefined ? sign(signed) : forge.bodySignature;
    if (keySig !== null) headers['Chapa-Signature'] = keySig;
    if (bodySig !== null) headers['x-chapa-signature'] = bodySig;
    const res = await fetch(webhookUrl, { method: 'POST', headers, body });
    webhookResponses.push(res.status);
    return res.status;
  }

  async function callCallback(tx: ChapaTx) {
    if (!tx.callback_url) return;
    const url = new URL(tx.callback_url);
    url.searchParams.set('trx_ref', tx.tx_ref);
    url.searchParams.set('ref_id', tx.reference);
    url.searchParams.set('status', tx.status);
    await fetch(url).catch(() => undefined);
  }

  /** Settles a transaction on Chapa's side without telling the merchant (no webhook, no callback). */
  function settle(txRef: string, status: 'success' | 'failed', charged?: Partial<ChapaTx['charged']>) {
    const tx = txs.get(txRef);
    if (!tx) throw new Error(`unknown tx_ref ${txRef}`);
    tx.status = status;
    tx.charged = { ...tx.charged, ...charged };
    return tx;
  }

  const page = (tx: ChapaTx) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Chapa Checkout</title></head>
<body><h1>Chapa checkout</h1><p>${tx.customization?.title ?? ''}</p><p>Pay ${tx.amount} ${tx.currency}</p>
<form method="post" action="/checkout/payment/${tx.id}/pay"><button type="submit">Pay now</button></form>
<form method="post" action="/checkout/payment/${tx.id}/cancel"><button type="submit">Cancel</button></form></body></html>`;

  /** Direct charge: the wallet is asked to charge the number, as its plan says. */
  async function directCharge(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!authorised(req)) return json(res, 401, { message: "Invalid API Key or User doesn't exist", status: 'failed', data: null });
    const type = url.searchParams.get('type');
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    chargeBodies.push({ type, ...body });
    if (!type || !['telebirr', 'mpesa', 'cbebirr', 'ebirr', 'awashbirr', 'yaya'].includes(type)) {
      return json(res, 400, { message: 'Invalid payment method type', status: 'failed', data: null });
    }
    const mobile = String(body.mobile ?? '');
    if (!mobile) return json(res, 400, { message: 'Phone number is required.', status: 'failed', data: null });
    if (!/^0[79]\d{8}$/.test(mobile)) return json(res, 400, { message: 'The phone number must be a valid Ethiopian phone number.', status: 'failed', data: null });
    const amount = typeof body.amount === 'number' ? body.amount.toFixed(2) : String(body.amount ?? '');
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return json(res, 400, { message: 'The amount must be a number.', status: 'failed', data: null });
    if (body.currency !== 'ETB') return json(res, 400, { message: 'The selected currency is invalid.', status: 'failed', data: null });
    const txRef = typeof body.tx_ref === 'string' ? body.tx_ref : '';
    if (!txRef) return json(res, 400, { message: 'The tx ref field is required.', status: 'failed', data: null });
    if (txs.has(txRef)) return json(res, 400, { message: 'Transaction reference has been used before', status: 'failed', data: null });
    const plan = walletPlans.get(mobile) ?? { auth: 'ussd' };
    if ('refuse' in plan) return json(res, 400, { message: plan.refuse, status: 'failed', data: null });
    const wallet = { type, mobile, authType: plan.auth, requestId: randomBytes(16).toString('hex'), otp: String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)) };
    const tx: ChapaTx = {
      id: randomBytes(8).toString('hex'),
      tx_ref: txRef,
      amount: Number(amount).toFixed(2),
      currency: 'ETB',
      email: body.email as string | undefined,
      first_name: body.first_name as string | undefined,
      last_name: body.last_name as string | undefined,
      status: 'pending',
      reference: `AP${randomBytes(5).toString('hex').toUpperCase()}`,
      charged: { amount: Number(amount).toFixed(2), currency: 'ETB' },
      created_at: new Date().toISOString(),
      wallet,
    };
    txs.set(txRef, tx);
    byId.set(tx.id, tx);
    return json(res, 200, {
      message: plan.auth === 'otp' ? 'Payment initiated, enter the OTP sent to the customer' : 'Payment initiated, waiting for the customer to authorize on the phone',
      status: 'success',
      data: {
        auth_type: plan.auth,
        meta: { message: 'Payment successfully initiated', ref_id: wallet.requestId, verification_type: plan.auth, status: 'success', data: '', payment_status: 'PENDING' },
      },
    });
  }

  /** The OTP, decrypted with the account's encryption key; the right code pays the charge. */
  async function validateOtp(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!authorised(req)) return json(res, 401, { message: "Invalid API Key or User doesn't exist", status: 'failed', data: null });
    const type = url.searchParams.get('type');
    const body = JSON.parse((await readBody(req)) || '{}') as { reference?: unknown; client?: unknown };
    let decrypted: { requestID?: unknown; otp?: unknown } | null = null;
    try {
      if (!opts.encryptionKey || typeof body.client !== 'string') throw new Error('no payload');
      const decipher = createDecipheriv('des-ede3', Buffer.from(opts.encryptionKey, 'utf8'), null);
      const plain = Buffer.concat([decipher.update(Buffer.from(body.client, 'base64')), decipher.final()]).toString('utf8');
      decrypted = JSON.parse(plain) as { requestID?: unknown; otp?: unknown };
    } catch {
      decrypted = null;
    }
    validateBodies.push({ type, reference: body.reference, decrypted });
    if (!decrypted) return json(res, 400, { message: 'Invalid encrypted payload', status: 'failed', data: null });
    const asked = decrypted;
    const tx = [...txs.values()].find((t) => t.wallet && t.wallet.requestId === asked.requestID && t.wallet.requestId === body.reference);
    if (!tx?.wallet || tx.wallet.type !== type || tx.wallet.authType !== 'otp') return json(res, 404, { message: 'Transaction not found', status: 'failed', data: null });
    if (tx.status !== 'pending') return json(res, 400, { message: 'Transaction already processed', status: 'failed', data: null });
    if (String(asked.otp) !== tx.wallet.otp) return json(res, 400, { message: 'Invalid OTP', status: 'failed', data: null });
    tx.status = 'success';
    if (webhookUrl) await fireWebhook(tx.tx_ref).catch(() => undefined);
    return json(res, 200, { message: 'Payment is completed', trx_ref: tx.tx_ref, processor_id: tx.reference, status: 'success', data: null });
  }

  /** The donor's phone answers the USSD push: approve pays it, refuse fails it; the webhook follows unless told not to. */
  async function answerPush(txRef: string, answer: 'approve' | 'refuse', o: { webhook?: boolean } = {}) {
    const tx = txs.get(txRef);
    if (!tx?.wallet) throw new Error(`no direct charge ${txRef}`);
    if (tx.status !== 'pending') return tx;
    tx.status = answer === 'approve' ? 'success' : 'failed';
    if (webhookUrl && o.webhook !== false) await fireWebhook(txRef);
    return tx;
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://peer');
      if (req.method === 'POST' && url.pathname === '/v1/transaction/initialize') {
        if (!authorised(req)) return json(res, 401, { message: "Invalid API Key or User doesn't exist", status: 'failed', data: null });
        const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
        initializeBodies.push(body);
        const problems: Record<string, string[]> = {};
        const amount = typeof body.amount === 'number' ? body.amount.toFixed(2) : String(body.amount ?? '');
        if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) problems.amount = ['The amount must be a number.'];
        if (!['ETB', 'USD'].includes(String(body.currency))) problems.currency = ['The selected currency is invalid.'];
        if (typeof body.tx_ref !== 'string' || !body.tx_ref) problems.tx_ref = ['The tx ref field is required.'];
        const custom = (body.customization ?? {}) as { title?: string; description?: string };
        if (custom.title && custom.title.length > 16) problems['customization.title'] = ['The customization.title must not be greater than 16 characters.'];
        if (custom.description && !/^[A-Za-z0-9 ._-]*$/.test(custom.description)) {
          problems['customization.description'] = ['The customization.description may only contain letters, numbers, hyphens, underscores, spaces, and dots.'];
        }
        if (Object.keys(problems).length) return json(res, 400, { message: problems, status: 'failed', data: null });
        const txRef = body.tx_ref as string;
        if (txs.has(txRef)) return json(res, 400, { message: 'Transaction reference has been used before', status: 'failed', data: null });
        const tx: ChapaTx = {
          id: randomBytes(8).toString('hex'),
          tx_ref: txRef,
          amount: Number(amount).toFixed(2),
          currency: String(body.currency),
          email: body.email as string | undefined,
          first_name: body.first_name as string | undefined,
          last_name: body.last_name as string | undefined,
          callback_url: body.callback_url as string | undefined,
          return_url: body.return_url as string | undefined,
          customization: custom,
          status: 'pending',
          reference: `AP${randomBytes(5).toString('hex').toUpperCase()}`,
          charged: { amount: Number(amount).toFixed(2), currency: String(body.currency), ...(body.currency === 'USD' && usdRate ? { rate: usdRate } : {}) },
          created_at: new Date().toISOString(),
        };
        txs.set(txRef, tx);
        byId.set(tx.id, tx);
        return json(res, 200, { message: 'Hosted Link', status: 'success', data: { checkout_url: `${base}/checkout/payment/${tx.id}` } });
      }
      const verify = /^\/v1\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && verify) {
        const asked = decodeURIComponent(verify[1]);
        verifyCalls.set(asked, (verifyCalls.get(asked) ?? 0) + 1);
        if (!authorised(req)) return json(res, 401, { message: "Invalid API Key or User doesn't exist", status: 'failed', data: null });
        const tx = txs.get(decodeURIComponent(verify[1]));
        if (!tx) return json(res, 404, { message: 'Invalid transaction or Transaction not found', status: 'failed', data: null });
        return json(res, 200, {
          message: 'Payment details',
          status: 'success',
          data: {
            first_name: tx.first_name,
            last_name: tx.last_name,
            email: tx.email,
            currency: tx.charged.currency,
            amount: Number(tx.charged.amount),
            charge: Number((Number(tx.charged.amount) * 0.035).toFixed(2)),
            mode: 'test',
            method: 'telebirr',
            type: 'API',
            status: tx.status,
            reference: tx.reference,
            tx_ref: tx.tx_ref,
            customization: tx.customization ?? null,
            meta: null,
            created_at: tx.created_at,
            updated_at: new Date().toISOString(),
            ...(tx.charged.rate ? { rate: Number(tx.charged.rate) } : {}),
          },
        });
      }
      if (req.method === 'GET' && url.pathname === '/v1/rates') {
        if (!authorised(req)) return json(res, 401, { message: "Invalid API Key or User doesn't exist", status: 'failed', data: null });
        const from = (url.searchParams.get('from') ?? '').toUpperCase();
        const to = (url.searchParams.get('to') ?? '').toUpperCase();
        if (!usdRate || !['ETB', 'USD'].includes(from) || !['ETB', 'USD'].includes(to) || from === to) {
          return json(res, 400, { message: 'Invalid currency pair', status: 'failed', data: null });
        }
        const rate = from === 'USD' ? Number(usdRate) : Number((1 / Number(usdRate)).toFixed(4));
        return json(res, 200, { message: 'Rate fetched successfully', status: 'success', data: { from, to, rate, charge: 0 } });
      }
      if (req.method === 'GET' && url.pathname === '/v1/transactions') {
        if (!authorised(req)) return json(res, 401, { message: "Invalid API Key or User doesn't exist", status: 'failed', data: null });
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
        const all = [...txs.values()].sort((a, b) => b.created_at.localeCompare(a.created_at));
        const pageUrl = (n: number) => `${base}/v1/transactions?page=${n}`;
        return json(res, 200, {
          message: 'Transactions retrieved successfully',
          status: 'success',
          data: {
            transactions: all.slice((page - 1) * LIST_PAGE, page * LIST_PAGE).map((tx) => ({
              status: tx.status,
              ref_id: tx.reference,
              type: 'API',
              created_at: tx.created_at,
              currency: tx.charged.currency,
              amount: Number(tx.charged.amount).toFixed(3),
              charge: (Number(tx.charged.amount) * 0.035).toFixed(3),
              trans_id: null,
              payment_method: 'telebirr',
              customer: { id: 1, email: tx.email ?? null, first_name: tx.first_name ?? null, last_name: tx.last_name ?? null, mobile: null },
            })),
            pagination: {
              per_page: LIST_PAGE,
              current_page: page,
              first_page_url: pageUrl(1),
              next_page_url: page * LIST_PAGE < all.length ? pageUrl(page + 1) : null,
              prev_page_url: page > 1 ? pageUrl(page - 1) : null,
            },
          },
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/charges') return await directCharge(req, res, url);
      if (req.method === 'POST' && url.pathname === '/v1/validate') return await validateOtp(req, res, url);
      // Refunds (developer.chapa.co/refund): POST /v1/refund/:tx_ref {reason?, amount?, reference?, meta?};
      // the whole transaction without an amount; one refund per transaction, and a repeat under
      // the same reference answers the first refund again.
      const refund = /^\/v1\/refund\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'POST' && refund) {
        if (!authorised(req)) return json(res, 401, { message: "Invalid API Key or User doesn't exist", status: 'failed', data: null });
        const txRef = decodeURIComponent(refund[1]);
        const body = JSON.parse((await readBody(req)) || '{}') as { reason?: string; amount?: string; reference?: string };
        refundCalls.push({ txRef, ...body });
        if (refundMode === 'down') return json(res, 503, { message: 'Service unavailable', status: 'failed', data: null });
        if (refundMode === 'refuse') return json(res, 400, { message: 'Refund is not allowed for this transaction', status: 'failed', data: null });
        const tx = txs.get(txRef);
        if (!tx || tx.status !== 'success') return json(res, 400, { message: 'Transaction not found or not successful', status: 'failed', data: null });
        const amount = body.amount === undefined ? tx.charged.amount : Number(body.amount).toFixed(2);
        if (!(Number(amount) > 0) || Number(amount) > Number(tx.charged.amount)) return json(res, 400, { message: 'Invalid refund amount', status: 'failed', data: null });
        const earlier = refunded.get(txRef);
        if (earlier && earlier.reference !== body.reference) return json(res, 400, { message: 'Transaction already refunded', status: 'failed', data: null });
        const done = earlier ?? { reference: body.reference ?? null, amount, refund_reference: `RF${randomBytes(5).toString('hex').toUpperCase()}` };
        refunded.set(txRef, done);
        return json(res, 200, {
          message: 'Refund processed successfully',
          status: 'success',
          data: { tx_ref: txRef, amount: done.amount, currency: tx.charged.currency, reference: done.reference, refund_reference: done.refund_reference, status: 'refunded' },
        });
      }
      if (url.pathname.startsWith('/v1/banks') || url.pathname.startsWith('/v1/transfers')) {
        if (!authorised(req)) return json(res, 401, { message: "Invalid API Key or User doesn't exist", status: 'failed', data: null });
        if (await transfers.handle(req, res, url, () => readBody(req), json)) return;
      }
      const checkout = /^\/checkout\/payment\/([a-f0-9]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
      if (checkout) {
        const tx = byId.get(checkout[1]);
        if (!tx) return json(res, 404, { message: 'Not found' });
        if (req.method === 'GET' && !checkout[2]) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(page(tx));
        }
        if (req.method === 'POST' && checkout[2]) {
          await readBody(req);
          if (tx.status === 'pending') {
            tx.status = checkout[2] === 'pay' ? 'success' : 'failed';
            if (webhookUrl) await fireWebhook(tx.tx_ref).catch(() => undefined);
            if (tx.status === 'success') await callCallback(tx);
          }
          res.writeHead(302, { location: tx.return_url ?? '/' });
          return res.end();
        }
      }
      json(res, 404, { message: 'Not found', status: 'failed' });
    } catch (err) {
      json(res, 500, { message: (err as Error).message, status: 'failed' });
    }
  });

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    /** What CHAPA_API_URL should be. */
    apiUrl: `${base}/v1`,
    transactions: txs,
    initializeBodies,
    /** How many times each tx_ref was verified (each one a call our server made). */
    verifyCalls,
    webhookResponses,
    /** Every refund asked for, and the refunds made (by tx_ref). */
    refundCalls,
    refunded,
    /** ok; refuse: every refund answered 400; down: 503. */
    setRefundMode(mode: 'ok' | 'refuse' | 'down') {
      refundMode = mode;
    },
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    /** Birr for one dollar from now on (issue 43); null: no rates, and verify names none. */
    setUsdRate(rate: string | null) {
      usdRate = rate;
    },
    sign,
    webhookBody: (txRef: string) => webhookBody(txs.get(txRef)!),
    settle,
    fireWebhook,
    callCallback: (txRef: string) => callCallback(txs.get(txRef)!),
    /** Direct charge: every charge and validate asked (the OTP as decrypted), how a number's wallet behaves, its answers. */
    chargeBodies,
    validateBodies,
    planWallet(mobile: string, plan: WalletPlan) {
      walletPlans.set(mobile, plan);
    },
    answerPush,
    otpFor: (txRef: string) => txs.get(txRef)?.wallet?.otp,
    /** Chapa Transfers: banks, transfers, approval, verify, payout webhooks. */
    payouts: transfers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ChapaPeer = Awaited<ReturnType<typeof startChapaPeer>>;
