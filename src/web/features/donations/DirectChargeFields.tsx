import { m } from '#i18n/paraglide/messages.js';
import { Radio, Stack, TextInput } from '@mantine/core';
import { WALLET_NAMES, type WalletMethod } from '#contract/direct-charge-paths';
import type { DirectCharge } from './use-direct-charge';

/**
 * "Pay with" on the donation form (issue 43): card or other (the hosted checkout, as before) or one
 * of the wallets the server charges on this page, with the wallet's phone number. Shown only when
 * the server offers wallets.
 */
export function DirectChargeFields({ wallet }: { wallet: DirectCharge }) {
  if (!wallet.wallets.length) return null;
  const chosen = wallet.method;
  return (
    <Stack gap="xs">
      <Radio.Group label={m.wallet_pay_with()} value={chosen ?? 'card'} onChange={(v) => wallet.setMethod(v === 'card' ? null : (v as WalletMethod))}>
        <Stack gap={6} mt={4}>
          {wallet.wallets.map((w) => (
            <Radio key={w} value={w} label={WALLET_NAMES[w]} />
          ))}
          <Radio value="card" label={m.wallet_card()} />
        </Stack>
      </Radio.Group>
      {chosen && (
        <TextInput
          label={m.wallet_phone_label({ wallet: WALLET_NAMES[chosen] })}
          description={m.wallet_phone_hint()}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          value={wallet.phone}
          // Kept as typed ("0911 55 66 77", "+251 912 345 678"): the contract's one normaliser reads it.
          onChange={(e) => wallet.setPhone(e.currentTarget.value)}
        />
      )}
    </Stack>
  );
}
