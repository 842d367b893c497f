import { m } from '#i18n/paraglide/messages.js';
import type { PaidAbroad } from '#contract/donation';
import { formatBirr2, formatRate, parseRate } from '#contract/money';
import { formatDate } from '#i18n/format';
import ui from '#web/ui/ui.module.css';

/** A gift paid abroad (issue 43), beside its Birr amounts: "Paid: 18.10 USD at 1 USD = 139.00 Br (27 Nov 2026)". */
export function PaidAbroadLine({ paid }: { paid: PaidAbroad | null | undefined }) {
  const rate = paid ? parseRate(paid.rate) : null;
  if (!paid || rate === null) return null;
  return (
    <p className={`${ui.text} ${ui.sm}`}>
      {m.donate_paid_abroad({ amount: formatBirr2(paid.amount), currency: paid.currency, rate: formatRate(rate), date: formatDate(paid.rateDate) })}
    </p>
  );
}
