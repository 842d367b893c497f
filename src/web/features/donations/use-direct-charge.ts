import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { m } from '#i18n/paraglide/messages.js';
import { walletLimitRefusal, type DirectChargeAnswer } from '#contract/direct-charge';
import { donationCharge, fromCents } from '#contract/money';
import { isPhone } from '#contract/patterns';
import { typedCents } from './fee-note';
import type { WalletMethod } from '#contract/direct-charge-paths';
import { startWalletPayment, walletOptionsQuery, walletPaymentQuery } from './direct-charge-api';
import { donationBody, type DonationValues } from './donation-form';

export type Charge = DirectChargeAnswer['data'];

/**
 * A wallet payment on the donation form (issue 43): which wallet (null: card or other, the hosted
 * checkout), its number, and once started the payment as the server last told it.
 */
export function useDirectCharge(campaignId: string, teamId: string | undefined, signedIn: boolean) {
  const wallets = useQuery(walletOptionsQuery).data ?? [];
  const [method, setMethod] = useState<WalletMethod | null>(null);
  const [phone, setPhone] = useState('');
  const [started, setStarted] = useState<Charge | null>(null);
  const [pending, setPending] = useState(false);
  /** What the wallet was asked for (the fee on top when the donor covers it). */
  const [amount, setAmount] = useState<number | null>(null);
  const client = useQueryClient();
  const status = useQuery({ ...walletPaymentQuery(started?.txRef ?? ''), enabled: !!started, initialData: started ?? undefined });
  const charge = started ? (status.data ?? started) : null;

  /** Sends the payment; a refusal (the server's words) is thrown for the form to show. */
  async function start(values: DonationValues, feePercent: number | undefined) {
    if (!method) return;
    // The server's own refusals, said before anything is sent.
    if (!isPhone(phone)) throw new Error(m.wallet_phone_invalid());
    const cents = typedCents(values.amount);
    const over = cents !== null && feePercent !== undefined ? walletLimitRefusal(method, fromCents(cents), feePercent, values.coverFee) : null;
    if (over) throw new Error(over);
    setAmount(cents !== null && feePercent !== undefined ? fromCents(donationCharge(cents, feePercent, values.coverFee).total) : null);
    setPending(true);
    try {
      const answer = await startWalletPayment(campaignId, { ...donationBody(values), ...(teamId ? { teamId } : {}), currency: 'ETB', method, phone }, signedIn);
      client.setQueryData(walletPaymentQuery(answer.txRef).queryKey, answer);
      setStarted(answer);
    } finally {
      setPending(false);
    }
  }

  return {
    wallets,
    method,
    setMethod,
    phone,
    setPhone,
    pending,
    amount,
    charge,
    start,
    /** Shows the code's answer at once. */
    update: (answer: Charge) => client.setQueryData(walletPaymentQuery(answer.txRef).queryKey, answer),
    /** Back to the form, to try again or pay another way. */
    reset: () => setStarted(null),
  };
}

export type DirectCharge = ReturnType<typeof useDirectCharge>;
