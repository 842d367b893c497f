import { ReviewersOnly } from '#web/ui/ReviewersOnly';
import { ReviewPage } from './ReviewPage';

/** /admin/review: the reviewers' queues; anyone else the reviewers' 403 (ui/ReviewersOnly.tsx). */
export function ReviewRoute() {
  return (
    <ReviewersOnly>
      <ReviewPage />
    </ReviewersOnly>
  );
}
