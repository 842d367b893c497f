import { m } from '#i18n/paraglide/messages.js';
import { mantinePage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'donation/thank-you',
  // The payment provider's return URL: the donor's receipt, honest about pending and failed payments.
  page: mantinePage(() => import('#web/features/donations/ThankYouPage').then((p) => p.ThankYouPage)),
  head: () => titled(m.title_thank_you()),
});
