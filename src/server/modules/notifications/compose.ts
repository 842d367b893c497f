import type { Locale } from '#i18n/locale';
import { inLocale } from '#i18n/server';
import { m } from '#i18n/paraglide/messages.js';
import type { ChannelName, Outgoing } from './channels';

export type MessageKind = 'UPDATE' | 'HALFWAY' | 'GOAL' | 'LAST_DAYS' | 'ENDED' | 'SUSPENDED' | 'REFUNDED';

/** One SMS part in Ethiopic (UCS-2): the sentence that says what happened fits in one. */
export const SMS_PART_CHARS = 70;

type Words = { subject: (t: { title: string }) => string; text: (t: { title: string }) => string; sms: (t: { title: string }) => string };
const WORDS: Record<Exclude<MessageKind, 'UPDATE'>, Words> = {
  HALFWAY: { subject: m.srv_fn_halfway_subject, text: m.srv_fn_halfway_text, sms: m.srv_fn_sms_halfway },
  GOAL: { subject: m.srv_fn_goal_subject, text: m.srv_fn_goal_text, sms: m.srv_fn_sms_goal },
  LAST_DAYS: { subject: m.srv_fn_last_days_subject, text: m.srv_fn_last_days_text, sms: m.srv_fn_sms_last_days },
  ENDED: { subject: m.srv_fn_ended_subject, text: m.srv_fn_ended_text, sms: m.srv_fn_sms_ended },
  SUSPENDED: { subject: m.srv_fn_suspended_subject, text: m.srv_fn_suspended_text, sms: m.srv_fn_sms_suspended },
  REFUNDED: { subject: m.srv_fn_refunded_subject, text: m.srv_fn_refunded_text, sms: m.srv_fn_sms_refunded },
};

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
  unfollowUrl: string;
  updateText?: string;
};

/** One message to one follower, in their language: what happened, the campaign's link, the way to stop. */
export function compose(c: Composing): Outgoing {
  return inLocale(c.locale, () => {
    const title = c.title;
    if (c.channel === 'sms') {
      const say = c.kind === 'UPDATE' ? (t: string) => m.srv_fn_sms_update({ title: t }) : (t: string) => WORDS[c.kind as keyof typeof WORDS].sms({ title: t });
      return { subject: '', text: [fitSms(say, title), c.campaignUrl, m.srv_fn_sms_stop({ url: c.unfollowUrl })].join('\n') };
    }
    if (c.kind === 'UPDATE') {
      return {
        subject: m.srv_update_subject({ title }),
        text: [m.srv_fn_update_intro({ title }), '', c.updateText ?? '', '', m.srv_update_see({ url: c.campaignUrl }), '', m.srv_fn_stop({ url: c.unfollowUrl })].join('\n'),
      };
    }
    const w = WORDS[c.kind];
    return {
      subject: w.subject({ title }),
      text: [w.text({ title }), '', m.srv_update_see({ url: c.campaignUrl }), '', m.srv_fn_stop({ url: c.unfollowUrl })].join('\n'),
    };
  });
}
