// Treasurers (issue 42): the paths under /api and the rules' numbers, free of zod so the web app's
// small pieces use them without it. The bodies and answers are in treasurers.ts.

export const TREASURER_ENDPOINTS = {
  /** GET (organiser, treasurers, reviewers) → TreasurerList · POST {email | phoneNumber} (organiser) → 201 TreasurerAnswer */
  list: (campaignId: string) => `/campaign/${campaignId}/treasurers`,
  /** DELETE (organiser): an invitation any time, a treasurer only before the first verified donation */
  one: (campaignId: string, treasurerId: string) => `/campaign/${campaignId}/treasurers/${treasurerId}`,
  /** POST {token} (signed in, verified) → TreasurerAccepted */
  accept: '/treasurers/accept',
  /** POST {approve, reason?} (a treasurer of the withdrawal's campaign) → WithdrawalAnswer */
  decision: (withdrawalId: string) => `/withdrawals/${withdrawalId}/treasurer-decision`,
  /** GET (signed in) → TreasurerCampaigns: the campaigns one is treasurer of, with balance and withdrawals */
  mine: '/user/treasurer-campaigns',
} as const;

/** The web page an invitation links to: `?token=…`. */
export const TREASURER_ACCEPT_PAGE = '/treasurer/accept';

/** Invitations and treasurers a campaign may have at once. */
export const MAX_TREASURERS = 3;
/** An invitation not accepted within this many days lapses (and frees its place). */
export const TREASURER_INVITE_DAYS = 14;

/** How many of `treasurers` must approve a withdrawal: a majority (1 of 1, 2 of 2, 2 of 3). */
export const approvalsNeeded = (treasurers: number) => Math.floor(treasurers / 2) + 1;
