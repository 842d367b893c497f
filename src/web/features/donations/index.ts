// What other features may use of donations (ESLint lets them import nothing else from this folder).
export { DonationModal } from './DonationModal';
// What the form asks first, so a page can ask it before the form opens (issue 43).
export { donationOptionsQuery } from './donation-api';
export { openCheckout } from './donation-api';
