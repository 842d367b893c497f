import type { MoneyRow } from '#contract/admin';
import type { CampaignType, Role } from '#contract/enums';
import { m } from '#i18n/paraglide/messages.js';

// The console's names for the contract's ids, in the page's language; an id it does not know shows as it is.

const KINDS: Record<CampaignType, () => string> = {
  BUSINESS: m.reviewer_kind_business,
  CHARITY: m.reviewer_kind_charity,
  PERSONAL: m.reviewer_kind_personal,
};
export const campaignKindLabel = (kind: CampaignType) => KINDS[kind]();

export const roleLabel = (role: Role) => (role === 'ADMIN' ? m.con_role_admin() : m.con_role_user());

type MoneyKind = MoneyRow['kind'];
const MOVEMENTS: Record<string, () => string> = { donation: m.con_kind_donation, payout: m.con_kind_payout, refund: m.con_kind_refund };
/** A movement of money: a donation, a payout (or a refund). */
export const movementLabel = (kind: MoneyKind) => MOVEMENTS[kind]?.() ?? kind;

const DONATION_STATUSES: Record<string, () => string> = {
  PENDING: m.pay_status_pending,
  VERIFIED: m.pay_status_verified,
  FAILED: m.pay_status_failed,
  REFUNDED: m.con_st_refunded,
  DONE: m.con_st_done,
};
const PAYOUT_STATUSES: Record<string, () => string> = {
  REQUESTED: m.payouts_st_requested,
  APPROVED: m.payouts_st_approved,
  HELD: m.payouts_st_held,
  PAID: m.payouts_st_paid,
  FAILED: m.payouts_st_failed,
  REJECTED: m.payouts_st_rejected,
};
/** A movement's status in words: a payout's own (waiting for review … paid), else a payment's (pending, verified, failed…). */
export const moneyStatusLabel = (status: string, kind?: MoneyKind) =>
  ((kind === 'payout' ? PAYOUT_STATUSES[status] : undefined) ?? DONATION_STATUSES[status] ?? PAYOUT_STATUSES[status])?.() ?? status;

export const MONEY_STATUS_COLOURS: Record<string, string> = { VERIFIED: 'green', PAID: 'green', DONE: 'green', FAILED: 'red', REJECTED: 'gray', HELD: 'orange', REFUNDED: 'grape' };
