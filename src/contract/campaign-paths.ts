// Public campaign reads: the paths under /api, free of zod so the landing page and lists use them
// without it. The answers are in campaign.ts; a live campaign's other paths are in live-campaign.ts.

export const CAMPAIGN_ENDPOINTS = {
  /** GET CampaignListQuery → CampaignList */
  list: '/campaign',
  /** GET → CampaignDetail */
  detail: (campaignId: string) => `/campaign/${campaignId}`,
} as const;
