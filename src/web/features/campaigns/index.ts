// What other features may use of campaigns (ESLint lets them import nothing else from this folder).
export { CampaignGrid } from './CampaignGrid';
export { campaignsQuery } from './queries';
export { teamsQuery } from './team-queries';
