import { m } from '#i18n/paraglide/messages.js';
import { Group, Radio, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { donationCharge, foreignCentsFor, formatBirr2, formatRate, fromCents, parseRate } from '#contract/money';
import { formatDate } from '#i18n/format';
import type { DonationValues } from './donation-form';
import { exchangeRatesQuery, looksAbroad } from './exchange-rates';
import { typedCents } from './fee-note';

type Props = { form: UseFormReturnType<DonationValues>; percent?: number };

/**
 * Pay in Birr or in US dollars by card (issue 43). Both are offered to everyone; dollars are
 * chosen first in a browser that looks abroad. With dollars the donor sees the gift in both
 * currencies, the rate and its day ("≈ 18.20 USD at 1 USD = 137.40 Br, 27 Nov 2026"); the server
 * prices it the same way (contract/money.ts), and credits the campaign in Birr.
 */
export function CurrencyChoice({ form, percent }: Props) {
  const rates = useQuery(exchangeRatesQuery);
  const usd = rates.data?.find((r) => r.currency === 'USD');
  const rate = usd ? parseRate(usd.rate) : null;

  useEffect(() => {
    if (form.values.currency === undefined && looksAbroad()) form.setFieldValue('currency', 'USD');
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!usd || rate === null) return null;
  const currency = form.values.currency ?? 'ETB';
  const cents = typedCents(form.values.amount);
  const total = cents === null ? null : percent === undefined ? cents : donationCharge(cents, percent, form.values.coverFee).total;
  const shown = { rate: formatRate(rate), date: formatDate(usd.date) };

  return (
    <Stack gap={6}>
      <Radio.Group label={m.donate_pay_in()} value={currency} onChange={(v) => form.setFieldValue('currency', v === 'USD' ? 'USD' : 'ETB')}>
        <Group gap="md" mt={4}>
          <Radio value="ETB" label={m.donate_pay_birr()} />
          <Radio value="USD" label={m.donate_pay_usd()} />
        </Group>
      </Radio.Group>
      {currency === 'USD' && (
        <>
          <Text size="sm" aria-live="polite">
            {total === null ? m.donate_usd_rate(shown) : m.donate_usd_estimate({ usd: formatBirr2(fromCents(foreignCentsFor(total, rate))), ...shown })}
          </Text>
          <Text size="xs" c="dimmed">
            {m.donate_usd_note()}
          </Text>
        </>
      )}
    </Stack>
  );
}
