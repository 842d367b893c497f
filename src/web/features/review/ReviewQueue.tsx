import { PaginatedList } from '#web/ui/PaginatedList';
import { reviewQuery } from './review-api';
import { ReviewCard } from './ReviewCard';
import { m } from '#i18n/paraglide/messages.js';

/** The queue of campaigns waiting for a decision, oldest first. */
export function ReviewQueue() {
  return (
    <PaginatedList
      query={reviewQuery}
      row={(c) => <ReviewCard key={c.id} campaign={c} />}
      order={1}
      title={m.reviewer_queue_heading()}
      intro={m.reviewer_queue_intro()}
      count={(total) => m.reviewer_pending_count({ count: total })}
      texts={{ loading: m.reviewer_loading(), failed: m.reviewer_queue_failed(), empty: m.reviewer_queue_empty() }}
    />
  );
}
