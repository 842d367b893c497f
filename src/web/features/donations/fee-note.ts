import { m } from '#i18n/paraglide/messages.js';
import { formatBr, fromCents, hasAtMostTwoDecimals, splitDonation, toCents } from '#contract/money';

/**
 * What the donation form says of the fee: the fee and net the server will record for this amount
 * (contract/money.ts), or only the rate until the amount is one it takes.
 */
export function feeNote(amount: number | string, percent: number): string {
  if (typeof amount !== 'number' || !(amount > 0) || !hasAtMostTwoDecimals(amount)) return m.donate_fee({ percent });
  const { fee, net } = splitDonation(toCents(amount), percent);
  return m.donate_fee_of({ percent, fee: formatBr(fromCents(fee)), net: formatBr(fromCents(net)) });
}
