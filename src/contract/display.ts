// Display rules the browser needs, kept free of zod so the landing bundle stays small. They take
// the few fields they read (not campaign.ts's or donation.ts's types), so this file stands alone.
import { m } from '../i18n/paraglide/messages.js';

export const LANDING_FEATURED = 6;

type BadgeSource = {
  businessId: string | null;
  charityId: string | null;
  charity: { isOrganization: boolean } | null;
};

/** Card badge, the spec's rule to the letter (including the lower-case fallback). */
export function cardBadge(c: BadgeSource): 'Business' | 'Charity' | 'Personal' | 'charity' {
  if (c.businessId) return 'Business';
  if (c.charityId && c.charity?.isOrganization) return 'Charity';
  if (c.charityId && c.charity && !c.charity.isOrganization) return 'Personal';
  return 'charity';
}

/** Detail badge: Business if a business is attached, Charity for an organisation, else Personal. */
export function detailBadge(c: { business: unknown; charity: { isOrganization: boolean } | null }) {
  if (c.business) return 'Business';
  if (c.charity?.isOrganization) return 'Charity';
  return 'Personal';
}

type Badge = ReturnType<typeof cardBadge>;
/** A badge's words in the current language (the ids above stay for logic and tests). */
export function badgeText(badge: Badge): string {
  if (badge === 'Business') return m.badge_business();
  if (badge === 'Charity') return m.badge_charity();
  if (badge === 'Personal') return m.badge_personal();
  // The spec's lower-case fallback: the same word, in lower case where the language has case.
  return m.badge_charity().toLowerCase();
}

/** Raised as a percentage of the goal, rounded to 2 decimals. */
export function progressPercent(raised: number, goal: number): number {
  if (!(goal > 0)) return 0;
  return Math.round((raised / goal) * 100 * 100) / 100;
}

/** Anonymous, else "Deleted account" when the donor deleted their account (issue 46), else their name. */
export const donorName = (d: { donorFirstName: string | null; donorLastName: string | null; isAnonymous: boolean; donorDeleted?: boolean }) =>
  d.isAnonymous
    ? m.donor_anonymous()
    : d.donorDeleted
      ? m.donor_deleted_account()
      : !d.donorFirstName
        ? m.donor_anonymous()
        : `${d.donorFirstName} ${d.donorLastName ?? ''}`.trim();
