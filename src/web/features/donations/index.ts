// What other features may use of donations (ESLint lets them import nothing else from this folder).
export { DonationModal } from './DonationModal';
// What the form asks first, so a page can ask it before the form opens (issue 43).
export { donationOptionsQuery } from './donation-api';
export { openCheckout } from './donation-api';
// A gift paid abroad, beside its Birr amount, wherever its donor sees it (issue 43).
export { PaidAbroadLine } from './PaidAbroadLine';
