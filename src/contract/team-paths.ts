// Teams (issue 44): the paths under /api, free of zod so the campaign page's leaderboard and the
// team page use them without it. The bodies and answers are in teams.ts.

export const TEAM_ENDPOINTS = {
  /**
   * GET → TeamList (the campaign's teams, most raised first) · POST (signed in, verified; JSON
   * {name, why, target}, or multipart with those fields and an optional `photo`) → 201 TeamCreated
   */
  list: (campaignId: string) => `/campaign/${campaignId}/teams`,
  /** GET → TeamAnswer · DELETE (the organiser, the team's creator, a reviewer) → 204 */
  team: (campaignId: string, slug: string) => `/campaign/${campaignId}/teams/${slug}`,
} as const;

/** The team page's own address in the web app. */
export const teamPagePath = (campaignId: string, slug: string) => `/campaign/${campaignId}/team/${slug}`;
