/**
 * How a campaign's organiser is related to whoever receives the money (issue 44), zod-free for the
 * public page; the wizard's rules about it are in create-campaign.ts, which exports it too.
 */
export const RELATIONS = ['SELF', 'FAMILY', 'FRIEND', 'ORGANISATION', 'COMMUNITY', 'OTHER'] as const;
export type Relation = (typeof RELATIONS)[number];
