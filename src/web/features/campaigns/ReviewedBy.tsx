import { m } from '#i18n/paraglide/messages.js';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { formatLongDate, todayInEthiopia } from '#contract/dates';
import ui from '#web/ui/ui.module.css';

/**
 * "Reviewed by Birr on …" (the Ethiopian date in Amharic): the day a reviewer approved the campaign,
 * in Ethiopia. Which reviewer is not said: Birr vouches, and a named reviewer would be the one
 * people lean on (or blame) instead of the review.
 */
export function ReviewedBy({ at }: { at: string }) {
  return (
    <span
      className={`${ui.text} ${ui.sm}`}
      style={{ display: 'flex', alignItems: 'center', gap: '0.375rem', color: 'var(--mantine-color-dimmed)' }}
    >
      <IconRosetteDiscountCheck size={16} aria-hidden />
      <time dateTime={at}>{m.reviewed_by_birr({ date: formatLongDate(todayInEthiopia(new Date(at))) })}</time>
    </span>
  );
}
