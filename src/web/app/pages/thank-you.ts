import { m } from '#i18n/paraglide/messages.js';
import { receiptQueryKey, txRefOf } from '#web/features/donations/query-keys';
import { PageError } from '#web/lib/page-error';
import { lazyPage } from '#web/ui/lazy-page';
import { definePage, titled } from '../page-route';

export default definePage({
  path: 'donation/thank-you',
  // The payment provider's return URL: the donor's receipt, honest about pending and failed payments.
  // Rendered on the server with the gift's state (issue 43): it shows at once after the checkout,
  // and without JavaScript; drawn without Mantine.
  page: lazyPage(() => import('#web/features/donations/ThankYouPage').then((p) => p.ThankYouPage)),
  ssr: true,
  ownErrorView: true,
  load: async ({ url, server }) => {
    const txRef = txRefOf(url.searchParams);
    // In the browser the page asks the verify API itself (and again while the payment is pending).
    if (!server || !txRef) return;
    const receipt = await server.source.receipt(txRef);
    if (!receipt) throw new PageError(404, m.donate_donation_not_found(), 'DONATION_NOT_FOUND');
    server.queryClient.setQueryData(receiptQueryKey(txRef), receipt);
  },
  head: () => titled(m.title_thank_you()),
});
