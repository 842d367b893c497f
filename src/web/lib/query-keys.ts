/**
 * Which cached queries are whose. Public ones (campaigns anyone can see) stay on the device when
 * a user signs out, so the next visitor still browses offline; everything else is the signed-in
 * user's and goes. Some private data is never written to disk at all.
 */
export const PUBLIC_QUERY_ROOTS: readonly string[] = ['campaigns', 'campaign', 'donations', 'updates', 'words', 'ledger', 'auth-providers', 'teams', 'team'];
/**
 * Personal details, the review queue (bank accounts, contact numbers), reports, local drafts, an
 * organiser's page (donors' names and messages), a campaign's money and the operators' console
 * (people, every movement of money, the audit log): memory only.
 */
export const NEVER_PERSISTED_ROOTS: readonly string[] = ['me', 'review', 'review-reports', 'local-drafts', 'manage', 'payouts', 'admin'];

export const isPublicQueryKey = (key: readonly unknown[]) => PUBLIC_QUERY_ROOTS.includes(String(key[0]));
export const isPersistableQueryKey = (key: readonly unknown[]) => !NEVER_PERSISTED_ROOTS.includes(String(key[0]));
