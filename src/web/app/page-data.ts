import type { QueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignList, CampaignListParams } from '../../contract/campaign';
import type { PublicDonation } from '../../contract/donation';

/**
 * What the server hands the route loaders when it renders a page (src/server/ssr/*): its own
 * per-request query cache, and the service layer to fill it from (no HTTP hop to itself).
 * In the browser the loaders get no such context and only start the page's requests.
 */
export type PageDataSource = {
  campaigns(params: CampaignListParams): Promise<CampaignList>;
  /** null when the campaign does not exist or is not public. */
  campaign(id: string): Promise<Campaign | null>;
  donations(campaignId: string): Promise<PublicDonation[]>;
};

export type ServerLoadContext = { birrServer: true; queryClient: QueryClient; source: PageDataSource };

export function serverLoadContext(context: unknown): ServerLoadContext | null {
  return context && typeof context === 'object' && 'birrServer' in context ? (context as ServerLoadContext) : null;
}

/** Route handle: rendered on the server, and which source modules its first view needs (preloaded). */
export type PageHandle = { ssr?: true; modules?: string[] };

/** The id of the <script type="application/json"> carrying the server's dehydrated query cache. */
export const QUERY_STATE_ID = 'birr-query-state';
