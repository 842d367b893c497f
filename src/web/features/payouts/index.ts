// What other features may use of payouts (ESLint lets them import nothing else from this folder).
export { CampaignPayouts } from './CampaignPayouts';
export { TreasurerCampaigns } from './TreasurerCampaigns';
