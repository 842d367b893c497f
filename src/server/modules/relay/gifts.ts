import { sql, type SQL } from 'drizzle-orm';

// A campaign's verified gifts as the thank-you rules see them, in one place for the organiser's
// list, the counts, a thank-you to one donor and the job that writes a thank-you to all.

/**
 * The same person however they gave: their account, else the email they gave (lower-case). Null
 * for a guest who left no email — such a gift has no address either.
 */
export const personOf = (d: string) => sql.raw(`coalesce(${d}.user_id::text, lower(nullif(${d}.email, '')))`);

/**
 * `gifts` (a CTE): each VERIFIED donation of `campaignId` with its donor's person, address (the
 * email given, else the account's phone; none once the donor deleted their account), language,
 * and when a thank-you reached this gift or another of the same person's (`thanked_at`).
 */
export const giftsCte = (campaignId: string): SQL => sql`
  gifts as (
    select d.id, d.donor_first_name, d.donor_last_name, d.is_anonymous, d.donor_deleted, d.amount,
           d.charge_currency, d.charge_amount,
           coalesce(d.verified_at, d.created_at) as at,
           ${personOf('d')} as person,
           case when d.donor_deleted then null else coalesce(nullif(d.email, ''), u.phone_number) end as address,
           coalesce(u.locale, d.locale) as locale
      from donations d left join users u on u.id = d.user_id
     where d.campaign_id = ${campaignId} and d.payment_status = 'VERIFIED'
  ),
  thanked as (
    select ${personOf('d2')} as person, r.donation_id, r.created_at
      from relay_messages r join donations d2 on d2.id = r.donation_id
     where r.campaign_id = ${campaignId} and r.kind = 'thanks'
  ),
  gift_state as (
    select g.*,
           (select min(t.created_at) from thanked t where t.donation_id = g.id or (g.person is not null and t.person = g.person)) as thanked_at
      from gifts g
  )`;

export type GiftRow = {
  id: string;
  donor_first_name: string;
  donor_last_name: string;
  is_anonymous: boolean;
  donor_deleted: boolean;
  amount: string;
  charge_currency: string;
  charge_amount: string | null;
  at: Date | string;
  person: string | null;
  address: string | null;
  locale: string | null;
  thanked_at: Date | string | null;
};

/** Why a gift cannot be thanked, if it cannot. */
export const skipOf = (g: Pick<GiftRow, 'is_anonymous' | 'address'>) => (g.is_anonymous ? 'anonymous' : g.address ? null : 'no-address');
