import type { Locale } from '#i18n/locale';
import { inLocale } from '#i18n/server';
import { m } from '#i18n/paraglide/messages.js';
import type { Message } from '#server/adapters/notify/notifier';

/** A title in a text message is cut to this, so the sentence around it stays short. */
const SMS_TITLE_CHARS = 40;
const smsTitle = (title: string) => (title.length <= SMS_TITLE_CHARS ? title : `${title.slice(0, SMS_TITLE_CHARS - 1).trimEnd()}…`);

type Relayed = { to: string; title: string; senderName: string; message: string; locale: Locale };

/**
 * A visitor's message, as the organiser gets it: who wrote, their words, and the address they gave
 * to be answered at (an email's Reply-To too). Nothing in it is the organiser's own address.
 */
export const contactMessage = (r: Relayed & { replyTo: string }): Message =>
  inLocale(r.locale, () =>
    r.to.includes('@')
      ? {
          to: r.to,
          subject: m.srv_contact_subject({ title: r.title }),
          text: [m.srv_contact_text({ name: r.senderName, title: r.title }), '', r.message, '', m.srv_contact_reply({ address: r.replyTo })].join('\n'),
          ...(r.replyTo.includes('@') ? { replyTo: r.replyTo } : {}),
        }
      : {
          to: r.to,
          subject: '',
          text: [m.srv_contact_sms({ title: smsTitle(r.title), name: r.senderName }), r.message, m.srv_contact_sms_reply({ address: r.replyTo })].join('\n'),
        },
  );

/** An organiser's thank-you, as the donor gets it: the organiser's name and words and the campaign's link; no address of either. */
export const thanksMessage = (r: Relayed & { campaignUrl: string }): Message =>
  inLocale(r.locale, () =>
    r.to.includes('@')
      ? {
          to: r.to,
          subject: m.srv_thanks_subject({ title: r.title }),
          text: [m.srv_thanks_text({ name: r.senderName, title: r.title }), '', r.message, '', m.srv_thanks_footer({ url: r.campaignUrl })].join('\n'),
        }
      : { to: r.to, subject: '', text: [m.srv_thanks_sms({ title: smsTitle(r.title) }), r.message, r.campaignUrl].join('\n') },
  );
