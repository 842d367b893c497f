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
  AWAITING_TREASURERS: m.tr_st_awaiting,
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

const AUDIT_ACTION_NAMES: Record<string, () => string> = {
  'campaign.approve': m.con_act_campaign_approve,
  'campaign.reject': m.con_act_campaign_reject,
  'campaign.suspend': m.con_act_campaign_suspend,
  'campaign.reinstate': m.con_act_campaign_reinstate,
  'reports.dismiss': m.con_act_reports_dismiss,
  'edit.approve': m.con_act_edit_approve,
  'edit.reject': m.con_act_edit_reject,
  'word.remove': m.con_act_word_remove,
  'payout.approve': m.con_act_payout_approve,
  'payout.reject': m.con_act_payout_reject,
  'payout.held_paid': m.con_act_payout_held_paid,
  'payout.held_failed': m.con_act_payout_held_failed,
  'user.deactivate': m.con_act_user_deactivate,
  'user.reactivate': m.con_act_user_reactivate,
  'user.role': m.con_act_user_role,
  'campaign.edit_after_donations': m.con_act_campaign_edit_after_donations,
  'campaign.bank_details': m.con_act_campaign_bank_details,
  'user.identity_verified': m.con_act_user_identity_verified,
  'account.deleted': m.con_act_account_deleted,
  'donation.refund': m.con_act_donation_refund,
  'team.remove': m.con_act_team_remove,
  'treasurer.invite': m.tr_act_invite,
  'treasurer.remove': m.tr_act_remove,
  'treasurer.accept': m.tr_act_accept,
  'payout.treasurer_approve': m.tr_act_approve,
  'payout.treasurer_refuse': m.tr_act_refuse,
};
/** An audit entry's action in words ("Campaign approved"); one the console has no words for shows as recorded. */
export const auditActionLabel = (action: string) => AUDIT_ACTION_NAMES[action]?.() ?? action;

const REPORT_STATUS_NAMES: Record<string, () => string> = { OPEN: m.con_report_open, DISMISSED: m.con_report_dismissed, ACTIONED: m.con_report_actioned };
export const reportStatusLabel = (status: string) => REPORT_STATUS_NAMES[status]?.() ?? status;
