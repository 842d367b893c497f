import type { Locale } from '#i18n/locale';
import { formatBirr2 } from '#contract/money';
import { inLocale } from '#i18n/server';
import { m } from '#i18n/paraglide/messages.js';
import type { NotificationKind } from '#server/db/schema';
import type { ChannelName, Outgoing } from './channels';
import { noticeWords, type OrganiserNotice } from './organiser-notices';

export type MessageKind = NotificationKind;
type FollowerKind = 'UPDATE' | 'HALFWAY' | 'GOAL' | 'LAST_DAYS' | 'ENDED' | 'SUSPENDED' | 'REFUNDED';
export type TeamKind = Exclude<MessageKind, FollowerKind>;

/** One SMS part in Ethiopic (UCS-2): the sentence that says what happened fits in one. */
export const SMS_PART_CHARS = 70;

type T = { title: string };
type Words = { subject: (t: T) => string; text: (t: T) => string; sms: (t: T) => string };
const WORDS: Record<Exclude<FollowerKind, 'UPDATE'>, Words> = {
  HALFWAY: { subject: m.srv_fn_halfway_subject, text: m.srv_fn_halfway_text, sms: m.srv_fn_sms_halfway },
  GOAL: { subject: m.srv_fn_goal_subject, text: m.srv_fn_goal_text, sms: m.srv_fn_sms_goal },
  LAST_DAYS: { subject: m.srv_fn_last_days_subject, text: m.srv_fn_last_days_text, sms: m.srv_fn_sms_last_days },
  ENDED: { subject: m.srv_fn_ended_subject, text: m.srv_fn_ended_text, sms: m.srv_fn_sms_ended },
  SUSPENDED: { subject: m.srv_fn_suspended_subject, text: m.srv_fn_suspended_text, sms: m.srv_fn_sms_suspended },
  REFUNDED: { subject: m.srv_fn_refunded_subject, text: m.srv_fn_refunded_text, sms: m.srv_fn_sms_refunded },
};

/**
 * What a team message's words need (notification_messages.data). `organiserTold`: for the
 * treasurers only (the organiser has a notice of their own); `to: 'organiser'`: an organiser's
 * notice (organiser-notices.ts), with `lang`, the language of the request that caused it, for an
 * organiser who never chose one.
 */
export type TeamData = { count?: number; total?: string; amount?: string; decision?: 'SUSPENDED' | 'REINSTATED'; organiserTold?: 1; to?: 'organiser'; lang?: Locale };
export type OrganiserData = OrganiserNotice & { to: 'organiser'; lang?: Locale };

/** The words of a message to a campaign's organiser and treasurers: about money or a report, all urgent. */
function teamWords(kind: TeamKind, data: TeamData): Words {
  const amount = formatBirr2(Number(data.amount ?? data.total ?? 0));
  switch (kind) {
    case 'DONATIONS': {
      const count = data.count ?? 1;
      return count === 1
        ? { subject: () => m.srv_notice_one_subject(), text: ({ title }) => m.srv_notice_one_text({ title, amount }), sms: ({ title }) => m.srv_tn_sms_donations({ title, amount }) }
        : {
            subject: () => m.srv_notice_many_subject({ count }),
            text: ({ title }) => m.srv_notice_many_text({ title, count, amount }),
            sms: ({ title }) => m.srv_tn_sms_donations({ title, amount }),
          };
    }
    case 'WITHDRAWAL_DECISION':
      return { subject: () => m.srv_tn_withdrawal_subject(), text: ({ title }) => m.srv_tn_withdrawal_text({ title, amount }), sms: ({ title }) => m.srv_tn_sms_withdrawal({ title, amount }) };
    case 'PAYOUT_PAID':
      return { subject: () => m.srv_payout_sent_subject(), text: ({ title }) => m.srv_tn_payout_paid_text({ title, amount }), sms: ({ title }) => m.srv_tn_sms_payout_paid({ title, amount }) };
    case 'PAYOUT_FAILED':
      return { subject: () => m.srv_payout_failed_subject(), text: ({ title }) => m.srv_tn_payout_failed_text({ title, amount }), sms: ({ title }) => m.srv_tn_sms_payout_failed({ title, amount }) };
    case 'REPORT_DECISION':
      return data.decision === 'REINSTATED'
        ? { subject: m.srv_tn_reinstated_subject, text: m.srv_tn_reinstated_text, sms: m.srv_tn_sms_reinstated }
        : { subject: m.srv_fn_suspended_subject, text: m.srv_tn_suspended_text, sms: m.srv_tn_sms_suspended };
  }
}

/**
 * The sentence `say(title)`, within `limit` characters: a long title is cut (with "…") rather
 * than the sentence spilling into a second part.
 */
export function fitSms(say: (title: string) => string, title: string, limit = SMS_PART_CHARS): string {
  const whole = say(title);
  if (whole.length <= limit) return whole;
  const keep = title.length - (whole.length - limit) - 1;
  return keep > 0 ? say(`${title.slice(0, keep).trimEnd()}…`) : say('…').slice(0, limit);
}

export type Composing = {
  kind: MessageKind;
  channel: ChannelName;
  locale: Locale;
  title: string;
  /** The campaign's page, already with `ref` and the language. */
  campaignUrl: string;
  /** A follower's unfollow link; a team member's notification settings. */
  stopUrl: string;
  /** A rejected campaign's fix page, already with `ref` and the language. */
  fixUrl?: string;
  updateText?: string;
  data?: TeamData | null;
};

const isTeamKind = (k: MessageKind): k is TeamKind => !(k === 'UPDATE' || k in WORDS);
/** A push shows a line or two: an update's first words. */
const PUSH_BODY_CHARS = 180;
const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`);

/**
 * One message to one person on one channel, in their language: what happened, the campaign's
 * link, the way to stop (a follower's unfollow link; a team member's notification settings).
 */
export function compose(c: Composing): Outgoing {
  if (c.data?.to === 'organiser') return composeNotice(c, c.data as unknown as OrganiserData);
  return inLocale(c.locale, () => {
    const title = c.title;
    const team = isTeamKind(c.kind);
    const words: Words | null = c.kind === 'UPDATE' ? null : team ? teamWords(c.kind as TeamKind, c.data ?? {}) : WORDS[c.kind as keyof typeof WORDS];
    const link = { url: c.campaignUrl, stopUrl: c.stopUrl };
    if (c.channel === 'sms') {
      const say = words ? (t: string) => words.sms({ title: t }) : (t: string) => m.srv_fn_sms_update({ title: t });
      return { subject: '', text: [fitSms(say, title), c.campaignUrl, m.srv_fn_sms_stop({ url: c.stopUrl })].join('\n'), ...link };
    }
    const stopLine = team ? m.srv_tn_stop({ url: c.stopUrl }) : m.srv_fn_stop({ url: c.stopUrl });
    if (c.channel === 'push') {
      const subject = words ? words.subject({ title }) : m.srv_update_subject({ title });
      const body = words ? words.text({ title }) : (c.updateText ?? '');
      return { subject, text: clip(body, PUSH_BODY_CHARS), ...link, stopLabel: team ? m.srv_tn_push_settings() : m.srv_fn_push_stop() };
    }
    if (!words) {
      return {
        subject: m.srv_update_subject({ title }),
        text: [m.srv_fn_update_intro({ title }), '', c.updateText ?? '', '', m.srv_update_see({ url: c.campaignUrl }), '', stopLine].join('\n'),
        ...link,
      };
    }
    return {
      subject: words.subject({ title }),
      text: [words.text({ title }), '', m.srv_update_see({ url: c.campaignUrl }), '', stopLine].join('\n'),
      ...link,
    };
  });
}

/** An organiser's notice about their own campaign, on one channel (the words: organiser-notices.ts). */
function composeNotice(c: Composing, notice: OrganiserData): Outgoing {
  return inLocale(c.locale, () => {
    const words = noticeWords(notice, c.title, { campaignUrl: c.campaignUrl, fixUrl: c.fixUrl ?? c.campaignUrl });
    // A rejected campaign's place to act is its fix page.
    const url = notice.notice === 'CAMPAIGN_REJECTED' && c.fixUrl ? c.fixUrl : c.campaignUrl;
    const link = { url, stopUrl: c.stopUrl };
    if (c.channel === 'sms') {
      const reason = words.reason ? [m.srv_reason_line({ reason: words.reason })] : [];
      return { subject: '', text: [fitSms(words.sms, c.title), ...reason, url, m.srv_fn_sms_stop({ url: c.stopUrl })].join('\n'), ...link };
    }
    if (c.channel === 'push') return { subject: words.subject, text: clip(words.lines.join('\n'), PUSH_BODY_CHARS), ...link, stopLabel: m.srv_tn_push_settings() };
    const see = words.linked ? [] : ['', m.srv_update_see({ url: c.campaignUrl })];
    return { subject: words.subject, text: [...words.lines, ...see, '', m.srv_tn_stop({ url: c.stopUrl })].join('\n'), ...link };
  });
}
