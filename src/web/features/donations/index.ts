// What other features may use of donations (ESLint lets them import nothing else from this folder).
export { DonationModal } from './DonationModal';
