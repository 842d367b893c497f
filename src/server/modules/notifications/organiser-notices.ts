import { bankLabel } from '#contract/labels';
import { formatBirr2 } from '#contract/money';
import { payoutFailureText } from '#contract/payout';
import { m } from '#i18n/paraglide/messages.js';
import type { NotificationKind } from '#server/db/schema';

/**
 * What a campaign's organiser is told about their own campaign: a reviewer's decision on it or on
 * an edit, its goal, its end, their payout at each step, a suspension and its end. Stored as a
 * team message's `data` (with `to: 'organiser'`), so only what the words need: an amount as
 * numeric text, a bank by its id, an account number already masked.
 */
export type OrganiserNotice =
  | { notice: 'CAMPAIGN_LIVE' }
  | { notice: 'CAMPAIGN_REJECTED'; reason: string }
  | { notice: 'EDIT_APPROVED' }
  | { notice: 'EDIT_REJECTED'; reason: string }
  | { notice: 'GOAL_REACHED'; amount: string }
  | { notice: 'CLOSED'; amount: string }
  | { notice: 'PAYOUT_REQUESTED'; amount: string; bank: string; account: string; awaiting?: 1 }
  | { notice: 'PAYOUT_APPROVED'; amount: string; bank: string; account: string }
  | { notice: 'PAYOUT_REJECTED'; amount: string; reason: string }
  | { notice: 'TREASURERS_APPROVED'; amount: string }
  | { notice: 'TREASURERS_REFUSED'; amount: string; reason: string }
  | { notice: 'PAYOUT_SENT'; amount: string; bank: string; account: string; reference: string }
  | { notice: 'PAYOUT_FAILED'; amount: string; failureCode?: string; reason?: string }
  | { notice: 'SUSPENDED'; reason: string }
  | { notice: 'REINSTATED'; closed?: 1 };

export type NoticeName = OrganiserNotice['notice'];

/**
 * The message kind each notice is filed under. `notification_messages.kind` is checked against a
 * fixed list (migration 0028): a reviewer's decision on the campaign or on an edit goes with the
 * report decisions, as a reviewer's decision about the campaign.
 */
export const NOTICE_KIND: Record<NoticeName, NotificationKind> = {
  CAMPAIGN_LIVE: 'REPORT_DECISION',
  CAMPAIGN_REJECTED: 'REPORT_DECISION',
  EDIT_APPROVED: 'REPORT_DECISION',
  EDIT_REJECTED: 'REPORT_DECISION',
  SUSPENDED: 'REPORT_DECISION',
  REINSTATED: 'REPORT_DECISION',
  GOAL_REACHED: 'GOAL',
  CLOSED: 'ENDED',
  PAYOUT_REQUESTED: 'WITHDRAWAL_DECISION',
  PAYOUT_APPROVED: 'WITHDRAWAL_DECISION',
  PAYOUT_REJECTED: 'WITHDRAWAL_DECISION',
  TREASURERS_APPROVED: 'WITHDRAWAL_DECISION',
  TREASURERS_REFUSED: 'WITHDRAWAL_DECISION',
  PAYOUT_SENT: 'PAYOUT_PAID',
  PAYOUT_FAILED: 'PAYOUT_FAILED',
};

/** Links a notice's words may carry: the campaign's page, and the fix page of a rejected campaign. */
export type NoticeLinks = { campaignUrl: string; fixUrl: string };

/**
 * A notice's words in the current language: the email's subject and lines (the text a push and
 * Telegram show too), the SMS sentence (fitted to one part by the caller), and `linked` when the
 * lines already carry the link to follow (no "See the campaign" line after them).
 */
export type NoticeWords = { subject: string; lines: string[]; sms: (title: string) => string; reason?: string; linked?: boolean };

export function noticeWords(n: OrganiserNotice, title: string, links: NoticeLinks): NoticeWords {
  const amount = 'amount' in n ? formatBirr2(Number(n.amount)) : '';
  switch (n.notice) {
    case 'CAMPAIGN_LIVE':
      return { subject: m.srv_review_live_subject(), lines: [m.srv_review_live_text({ title, url: links.campaignUrl })], sms: (t) => m.srv_on_sms_live({ title: t }), linked: true };
    case 'CAMPAIGN_REJECTED':
      return {
        subject: m.srv_review_rejected_subject(),
        lines: [m.srv_review_rejected_text({ title }), m.srv_reason_line({ reason: n.reason }), m.srv_review_rejected_fix({ url: links.fixUrl })],
        sms: (t) => m.srv_on_sms_rejected({ title: t }),
        reason: n.reason,
        linked: true,
      };
    case 'EDIT_APPROVED':
      return { subject: m.srv_edit_approved_subject(), lines: [m.srv_edit_approved_text({ title })], sms: (t) => m.srv_on_sms_edit_approved({ title: t }) };
    case 'EDIT_REJECTED':
      return {
        subject: m.srv_edit_rejected_subject(),
        lines: [m.srv_edit_rejected_text({ title }), m.srv_reason_line({ reason: n.reason })],
        sms: (t) => m.srv_on_sms_edit_rejected({ title: t }),
        reason: n.reason,
      };
    case 'GOAL_REACHED':
      return { subject: m.srv_goal_subject(), lines: [m.srv_goal_text({ title, amount })], sms: (t) => m.srv_fn_sms_goal({ title: t }) };
    case 'CLOSED':
      return { subject: m.srv_closed_subject(), lines: [m.srv_closed_text({ title, amount })], sms: (t) => m.srv_fn_sms_ended({ title: t }) };
    case 'PAYOUT_REQUESTED':
      return {
        subject: m.srv_payout_requested_subject(),
        lines: [m.srv_payout_requested_text({ amount, title, bank: bankLabel(n.bank), account: n.account }), ...(n.awaiting ? [m.srv_tr_request_awaiting()] : [])],
        sms: (t) => m.srv_on_sms_payout_requested({ title: t, amount }),
      };
    case 'PAYOUT_APPROVED':
      return {
        subject: m.srv_payout_approved_subject(),
        lines: [m.srv_payout_approved_text({ amount, title, bank: bankLabel(n.bank), account: n.account })],
        sms: (t) => m.srv_on_sms_payout_approved({ title: t, amount }),
      };
    case 'PAYOUT_REJECTED':
      return {
        subject: m.srv_payout_rejected_subject(),
        lines: [m.srv_payout_rejected_text({ amount, title }), m.srv_reason_line({ reason: n.reason }), m.srv_payout_available_again()],
        sms: (t) => m.srv_on_sms_payout_rejected({ title: t, amount }),
        reason: n.reason,
      };
    case 'TREASURERS_APPROVED':
      return { subject: m.srv_tr_forwarded_subject(), lines: [m.srv_tr_forwarded_text({ amount, title })], sms: (t) => m.srv_on_sms_treasurers_approved({ title: t, amount }) };
    case 'TREASURERS_REFUSED':
      return {
        subject: m.srv_tr_refused_subject(),
        lines: [m.srv_tr_refused_text({ amount, title }), m.srv_reason_line({ reason: n.reason }), m.srv_payout_available_again()],
        sms: (t) => m.srv_on_sms_treasurers_refused({ title: t, amount }),
        reason: n.reason,
      };
    case 'PAYOUT_SENT':
      return {
        subject: m.srv_payout_sent_subject(),
        lines: [m.srv_payout_sent_text({ amount, title, bank: bankLabel(n.bank), account: n.account, reference: n.reference })],
        sms: (t) => m.srv_tn_sms_payout_paid({ title: t, amount }),
      };
    case 'PAYOUT_FAILED':
      return {
        subject: m.srv_payout_failed_subject(),
        lines: [m.srv_payout_failed_text({ amount, title, reason: payoutFailureText(n.failureCode) }), ...(n.reason ? [m.srv_reason_line({ reason: n.reason })] : [])],
        sms: (t) => m.srv_tn_sms_payout_failed({ title: t, amount }),
      };
    case 'SUSPENDED':
      return {
        subject: m.srv_suspended_subject(),
        lines: [m.srv_suspended_text({ title }), m.srv_reason_line({ reason: n.reason }), m.srv_suspended_reply()],
        sms: (t) => m.srv_fn_sms_suspended({ title: t }),
        reason: n.reason,
      };
    case 'REINSTATED':
      return n.closed
        ? { subject: m.srv_reinstated_subject(), lines: [m.srv_reinstated_closed_text({ title })], sms: (t) => m.srv_on_sms_reinstated_closed({ title: t }) }
        : { subject: m.srv_reinstated_subject(), lines: [m.srv_reinstated_text({ title })], sms: (t) => m.srv_tn_sms_reinstated({ title: t }) };
  }
}
