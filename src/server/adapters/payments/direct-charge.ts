import { createCipheriv } from 'node:crypto';
import type { WalletMethod } from '#contract/direct-charge-paths';
import { ProviderError } from './payments';
import { chapaApi } from '../chapa-api';

/**
 * Direct charge (issue 43): the donor's wallet is charged without a hosted checkout. The charge is
 * started here; whether it was paid is still asked through the provider's verify, like any other
 * payment, so a wallet gift is counted by the one confirmation path (confirmDonation).
 */
export type ChargeRequest = {
  txRef: string;
  method: WalletMethod;
  amount: string;
  currency: string;
  /** The wallet's number, +2519… (the contract's normaliser). */
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
};

/**
 * started: the wallet asks the donor — by a push to the phone (ussd: they enter their PIN there) or
 * by a code sent to them (otp: they type it on our page); `reference` is the provider's, for the code.
 * refused: the wallet or the provider would not start it (a number it does not know, its own limit…).
 */
export type ChargeStart =
  | { status: 'started'; authType: 'ussd' | 'otp'; reference: string | null }
  | { status: 'refused'; message: string };

/**
 * misconfigured: the provider could not read the code as we sent it — the encryption key set here
 * (CHAPA_ENCRYPTION_KEY) is not the account's — so no code can be passed on until an operator fixes it.
 */
export type OtpOutcome = { status: 'accepted' } | { status: 'refused'; message: string } | { status: 'misconfigured'; message: string };

export interface DirectCharger {
  /** The wallets this provider charges. */
  readonly methods: readonly WalletMethod[];
  /** A ProviderError when the provider could not be reached (nothing is known: try again). */
  charge(req: ChargeRequest): Promise<ChargeStart>;
  /** Sends the code the donor typed; a ProviderError when the provider could not be reached. */
  authorize(req: { txRef: string; method: WalletMethod; reference: string | null; otp: string }): Promise<OtpOutcome>;
}

/** Chapa takes the number as people in Ethiopia write it: 09…/07… (its docs: 9–10 digits). */
export const localPhone = (phone: string) => (phone.startsWith('+251') ? `0${phone.slice(4)}` : phone);

/**
 * The payload Chapa's direct charge wants encrypted (the OTP and its requestID): JSON, 3DES in ECB
 * mode with the account's encryption key as the key's bytes, PKCS#7 padding, base64
 * (developer.chapa.co/charge/encryption; its Python sample is DES3.new(key, MODE_ECB) with
 * block-size padding). The key is 24 bytes (three-key 3DES); config.ts checks it.
 */
export function encryptForChapa(encryptionKey: string, payload: unknown): string {
  const cipher = createCipheriv('des-ede3', Buffer.from(encryptionKey, 'utf8'), null);
  return Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]).toString('base64');
}

/**
 * Chapa's direct charge. VERIFIED from developer.chapa.co ("Direct Charge": initiate, authorize,
 * encryption) and Chapa's SDKs:
 * - POST {api}/charges?type=<method>, bearer secret key, JSON {amount, currency, mobile, tx_ref,
 *   first_name?, last_name?, email?}; methods telebirr, mpesa, cbebirr, ebirr, awashbirr, yaya;
 *   the answer's data.auth_type is "ussd" (a push to the phone) or "otp".
 * - POST {api}/validate?type=<method>, bearer secret key, JSON {reference, client}: client is the
 *   encrypted {requestID, otp} (encryptForChapa).
 * - Whatever happened, the payment is then confirmed with GET /transaction/verify/{tx_ref} (the
 *   payments adapter's verify) and announced by the same webhook as a hosted checkout's.
 * ASSUMED (the docs show no sample answer for every method): the request's reference for the OTP is
 * data.meta.ref_id (the community SDK's DirectChargeResponse), else data.meta.requestID or
 * data.reference; a refusal is any answer other than status "success" with a 4xx; the validate
 * answer's status "success" means the code was taken.
 */
export function chapaDirectCharge(opts: { secretKey: string; apiUrl: string; encryptionKey: string; timeoutMs?: number }): DirectCharger {
  const call = chapaApi(opts);
  const unreachable = (httpStatus: number) => httpStatus >= 500 || httpStatus === 401 || httpStatus === 403 || httpStatus === 429;
  return {
    methods: ['telebirr', 'mpesa', 'cbebirr', 'ebirr', 'awashbirr', 'yaya'],
    async charge(req) {
      const { httpStatus, json } = await call<{ auth_type?: unknown; meta?: Record<string, unknown>; reference?: unknown }>(
        'POST',
        `/charges?type=${encodeURIComponent(req.method)}`,
        {
          amount: req.amount,
          currency: req.currency,
          mobile: localPhone(req.phone),
          tx_ref: req.txRef,
          first_name: req.firstName,
          last_name: req.lastName,
          ...(req.email ? { email: req.email } : {}),
        },
      );
      if (unreachable(httpStatus)) throw new ProviderError(`Chapa charge ${req.txRef} failed: ${httpStatus} ${describe(json.message)}`);
      if (httpStatus >= 300 || json.status !== 'success') return { status: 'refused', message: `Chapa: ${describe(json.message)}` };
      const data = json.data ?? {};
      const meta = data.meta ?? {};
      const ref = meta.ref_id ?? meta.requestID ?? data.reference;
      return {
        status: 'started',
        authType: String(data.auth_type ?? 'ussd').toLowerCase() === 'otp' ? 'otp' : 'ussd',
        reference: typeof ref === 'string' && ref ? ref : null,
      };
    },
    async authorize(req) {
      const client = encryptForChapa(opts.encryptionKey, { requestID: req.reference ?? req.txRef, otp: req.otp });
      const { httpStatus, json } = await call('POST', `/validate?type=${encodeURIComponent(req.method)}`, {
        reference: req.reference ?? req.txRef,
        client,
      });
      if (unreachable(httpStatus)) throw new ProviderError(`Chapa validate ${req.txRef} failed: ${httpStatus} ${describe(json.message)}`);
      // Chapa's answer to a payload it cannot decrypt ("Invalid encrypted payload"): the key, not the donor's code.
      if (httpStatus >= 300 && /encrypt|decrypt/i.test(describe(json.message))) return { status: 'misconfigured', message: `Chapa: ${describe(json.message)}` };
      if (httpStatus >= 300 || json.status !== 'success') return { status: 'refused', message: `Chapa: ${describe(json.message)}` };
      return { status: 'accepted' };
    },
  };
}

const describe = (message: unknown) => (typeof message === 'string' ? message : JSON.stringify(message ?? ''));
