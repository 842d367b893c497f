import { m } from '#i18n/paraglide/messages.js';
import { donationCharge, formatBr, formatPercent, fromCents, parseCents, readMoney } from '#contract/money';

/**
 * The amount in cents: a number as it is, text as a person typed it ("1,000" is one thousand,
 * contract/money.ts readMoney); null when it is not an amount above zero.
 */
export function typedCents(amount: number | string): number | null {
  const cents = typeof amount === 'number' ? parseCents(amount) : (() => {
    const read = readMoney(amount);
    return read.ok ? read.cents : null;
  })();
  return cents !== null && cents > 0 ? cents : null;
}

/**
 * What the donation form says of the fee: the fee and what the campaign receives as the server
 * will record them (contract/money.ts donationCharge), or only the rate until the amount is one it
 * takes. With `coverFee` the donor pays the fee on top and the campaign receives the whole amount.
 */
export function feeNote(amount: number | string, percent: number, coverFee = false): string {
  const cents = typedCents(amount);
  if (cents === null) return m.donate_fee({ percent: formatPercent(percent) });
  const { total, fee, net } = donationCharge(cents, percent, coverFee);
  return coverFee
    ? m.donate_fee_covered({ total: formatBr(fromCents(total)), amount: formatBr(fromCents(net)), fee: formatBr(fromCents(fee)) })
    : m.donate_fee_of({ percent: formatPercent(percent), fee: formatBr(fromCents(fee)), net: formatBr(fromCents(net)) });
}

/** The cover-the-fee choice's words: the fee it adds, once the amount is known. */
export function coverFeeLabel(amount: number | string, percent: number): string {
  const cents = typedCents(amount);
  if (cents === null) return m.donate_cover_fee_rate({ percent: formatPercent(percent) });
  return m.donate_cover_fee({ fee: formatBr(fromCents(donationCharge(cents, percent, true).fee)) });
}

/** The Donate button repeats what the donor will pay ("Donate 1,000 Br"), so a slip shows before the checkout. */
export function submitLabel(amount: number | string, percent: number | undefined, coverFee: boolean, max: number): string {
  const cents = typedCents(amount);
  if (cents === null || fromCents(cents) > max) return m.donate_submit();
  const total = percent === undefined ? cents : donationCharge(cents, percent, coverFee).total;
  return m.donate_submit_amount({ amount: formatBr(fromCents(total)) });
}
