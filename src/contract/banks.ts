import { z } from 'zod';
import { compactPhone, isPhone, normalizePhone } from './patterns';
import { m } from '../i18n/paraglide/messages.js';

/**
 * Where a payout can go (issue 44): a bank account or a mobile-money wallet. The list comes from
 * Chapa's GET /v1/banks (server/modules/banks); FALLBACK_DESTINATIONS when Chapa is not configured.
 *
 * Ids: the spec's five banks keep their ids (AWASH_BANK…; the original client sends them); every
 * other destination's id is Chapa's slug in capitals with anything not a letter or digit turned
 * into "_" (dashen_bank → DASHEN_BANK, cbebirr → CBEBIRR). For a wallet, the account number is the
 * wallet's phone number in its local ten-digit form (09… / 07…), as Chapa's transfers take it.
 */
export const DESTINATION_KINDS = ['bank', 'wallet'] as const;

export const PayoutDestination = z.object({
  id: z.string(),
  /** The name the provider gives it (Latin script); the web app shows its catalogue name when it has one. */
  name: z.string(),
  kind: z.enum(DESTINATION_KINDS),
  /** How many digits its account numbers have; null when not known. */
  accountLength: z.number().int().positive().nullable(),
});
export type PayoutDestination = z.infer<typeof PayoutDestination>;

export const BankList = z.object({ data: z.array(PayoutDestination) });
export type BankList = z.infer<typeof BankList>;

/** What a bank id looks like (the contract's check; which ids exist is the server's, at run time). */
export const BANK_ID_RE = /^[A-Z][A-Z0-9_]{1,63}$/;

/** The id of a destination the provider names by `slug` (see above). */
export const destinationIdOfSlug = (slug: string) =>
  slug
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^(\d)/, 'B_$1');

const bank = (id: string, name: string, accountLength: number | null = null): PayoutDestination => ({ id, name, kind: 'bank', accountLength });
const wallet = (id: string, name: string): PayoutDestination => ({ id, name, kind: 'wallet', accountLength: WALLET_NUMBER_LENGTH });

/** A wallet's number: a phone number written 09XXXXXXXX or 07XXXXXXXX. */
export const WALLET_NUMBER_LENGTH = 10;

/**
 * The list when Chapa is not configured (sandbox) and what the wizard shows before the server's
 * list arrives (offline). Account lengths only where certain (a wallet's phone number); a bank's
 * is null here (banks have changed theirs), so Chapa's list, or the bank when paid, checks it.
 */
export const FALLBACK_DESTINATIONS: readonly PayoutDestination[] = [
  bank('COMMERCIAL_BANK_OF_ETHIOPIA', 'Commercial Bank of Ethiopia'),
  bank('AWASH_BANK', 'Awash Bank'),
  bank('ABYSSINIA_BANK', 'Bank of Abyssinia'),
  bank('ABAY_BANK', 'Abay Bank'),
  bank('ZEMEN_BANK', 'Zemen Bank'),
  bank('DASHEN_BANK', 'Dashen Bank'),
  bank('COOPERATIVE_BANK_OF_OROMIA', 'Cooperative Bank of Oromia'),
  bank('HIBRET_BANK', 'Hibret Bank'),
  bank('WEGAGEN_BANK', 'Wegagen Bank'),
  bank('NIB_INTERNATIONAL_BANK', 'Nib International Bank'),
  bank('BUNNA_BANK', 'Bunna Bank'),
  bank('OROMIA_BANK', 'Oromia Bank'),
  bank('AMHARA_BANK', 'Amhara Bank'),
  bank('BERHAN_BANK', 'Berhan Bank'),
  bank('ENAT_BANK', 'Enat Bank'),
  bank('GLOBAL_BANK_ETHIOPIA', 'Global Bank Ethiopia'),
  bank('LION_INTERNATIONAL_BANK', 'Lion International Bank'),
  bank('TSEHAY_BANK', 'Tsehay Bank'),
  bank('SIINQEE_BANK', 'Siinqee Bank'),
  bank('AHADU_BANK', 'Ahadu Bank'),
  bank('GADAA_BANK', 'Gadaa Bank'),
  bank('HIJRA_BANK', 'Hijra Bank'),
  bank('ZAMZAM_BANK', 'ZamZam Bank'),
  bank('GOH_BETOCH_BANK', 'Goh Betoch Bank'),
  bank('ADDIS_INTERNATIONAL_BANK', 'Addis International Bank'),
  bank('SHABELLE_BANK', 'Shabelle Bank'),
  bank('TSEDEY_BANK', 'Tsedey Bank'),
  bank('DEVELOPMENT_BANK_OF_ETHIOPIA', 'Development Bank of Ethiopia'),
  wallet('TELEBIRR', 'telebirr'),
  wallet('CBEBIRR', 'CBE Birr'),
  wallet('MPESA', 'M-Pesa'),
];

/**
 * A wallet number as typed ("0911 22 33 44", "+251911223344") in the local form Chapa pays wallets
 * to (0911223344), through the one phone normaliser; null when it is not a mobile number (9… or 7…).
 */
export function walletNumber(s: string): string | null {
  // A number field keeps digits only: "+251 911…" arrives as "251911…".
  const typed = /^251\d{9}$/.test(compactPhone(s)) ? `+${compactPhone(s)}` : s;
  if (!isPhone(typed)) return null;
  const full = normalizePhone(typed);
  return /^\+251[79]\d{8}$/.test(full) ? `0${full.slice(4)}` : null;
}

/**
 * What is wrong with an account number for this destination: 'length' (with the length it must
 * have), 'phone' for a wallet number that is not a phone number; null when it is fine.
 */
export function accountProblem(dest: PayoutDestination, accountNumber: string): { problem: 'length' | 'phone'; length: number } | null {
  if (dest.kind === 'wallet') {
    return walletNumber(accountNumber) ? null : { problem: 'phone', length: WALLET_NUMBER_LENGTH };
  }
  if (dest.accountLength && accountNumber.trim().length !== dest.accountLength) return { problem: 'length', length: dest.accountLength };
  return null;
}

/**
 * What the form and the server say about a chosen bank and account number (one source of the
 * words): the bank missing from `list` (bankName), the number of the wrong length, naming it, or a
 * wallet number that is no phone number (accountNumber); null when both are fine.
 */
export function payoutAccountMessage(list: readonly PayoutDestination[], bankId: string, accountNumber: string): { field: 'bankName' | 'accountNumber'; message: string } | null {
  const dest = list.find((d) => d.id === bankId);
  // The words the form has always used for a bank that is not one of the choices.
  if (!dest) return { field: 'bankName', message: m.create_bank_required() };
  const problem = accountProblem(dest, accountNumber);
  if (!problem) return null;
  return { field: 'accountNumber', message: problem.problem === 'phone' ? m.bank_wallet_number_invalid() : m.bank_account_length({ length: String(problem.length) }) };
}
