// Verified people (issue 42): a person proves who they are with Fayda, Ethiopia's national ID,
// through eSignet (OpenID Connect). What the public, the person and the reviewers are told of it;
// the paths and the badge's words, free of zod for the campaign page, are in identity-paths.ts.
import { z } from 'zod';

export const IDENTITY_PROVIDERS = ['FAYDA'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

/** What anyone may see beside a verified person's name: by whom, on which day (Ethiopia's). */
export const IdentityBadge = z.object({
  provider: z.enum(IDENTITY_PROVIDERS),
  /** YYYY-MM-DD, the day in Ethiopia. */
  verifiedOn: z.string(),
});
export type IdentityBadge = z.infer<typeof IdentityBadge>;

/**
 * What the person and the reviewers see: the name as the ID gives it (English and Amharic when
 * given) and whether it matches the account's name.
 */
export const IdentityCheck = IdentityBadge.extend({
  nameEn: z.string().nullable(),
  nameAm: z.string().nullable(),
  nameMatches: z.boolean(),
});
export type IdentityCheck = z.infer<typeof IdentityCheck>;

export const MyIdentity = z.object({ data: IdentityCheck.nullable() });
export type MyIdentity = z.infer<typeof MyIdentity>;

const words = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .split(/[\s.,'’-]+/u)
    .filter(Boolean);

/**
 * Whether the account's first and last name are both in the verified name (in either language):
 * an Ethiopian ID names the person, their father and grandfather, and an account holds the first
 * two, so "Abebe Kebede" matches "Abebe Kebede Tesfaye"; "Abebe Bekele" does not.
 */
export function namesMatch(account: { firstName: string; lastName: string }, verified: { nameEn: string | null; nameAm: string | null }) {
  const mine = [...words(account.firstName), ...words(account.lastName)];
  if (mine.length === 0) return false;
  return [verified.nameEn, verified.nameAm].some((name) => {
    const theirs = new Set(words(name));
    return mine.every((w) => theirs.has(w));
  });
}
