// Following a campaign: the paths under /api, free of zod so the campaign page's small follow
// button uses them without it. The bodies and answers are in follows.ts.

export const FOLLOW_ENDPOINTS = {
  /**
   * GET (signed in) → FollowState · POST: signed in, {} → 201 (200 if already) FollowState;
   * a guest, {email | phoneNumber} → 202 {message} and a 6-digit code · DELETE (signed in) → FollowState
   */
  follow: (campaignId: string) => `/campaign/${campaignId}/follow`,
  /** POST {email | phoneNumber, code} (a guest) → FollowState */
  confirm: (campaignId: string) => `/campaign/${campaignId}/follow/confirm`,
  /** GET (the organiser) → FollowerCount: how many follow, never who */
  count: (campaignId: string) => `/campaign/${campaignId}/followers/count`,
  /** GET (signed in) → FollowedCampaigns: the campaigns the user follows, newest first */
  mine: '/user/follows',
  /** GET ?token= → an HTML page with one button; POST ?token= → unfollowed (no sign-in: the token is the proof) */
  unsubscribe: '/follow/unsubscribe',
} as const;

/** The guest's code: six digits, ten minutes. */
export const FOLLOW_CODE_TTL_SECONDS = 10 * 60;
export const FOLLOW_CODE_LENGTH = 6;
