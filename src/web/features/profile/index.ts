// What other features may use of profile (ESLint lets them import nothing else from this folder).
export { campaignStatusLabel } from './StatusBadge';
