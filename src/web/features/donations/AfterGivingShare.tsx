import { m } from '#i18n/paraglide/messages.js';
import { IconBrandTelegram, IconBrandWhatsapp, IconMessage } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { publicOrigin, shareLinks } from '#web/lib/share-links';
import ui from '#web/ui/ui.module.css';
import css from './ThankYou.module.css';

type Props = { campaignId: string; title: string; words: string | null | undefined };

/** What the donor's friends read first: their own words of support when they left some. */
const afterGivingMessage = (title: string, words: string | null | undefined) =>
  words?.trim() ? m.thanks_share_message_words({ title, words: words.trim() }) : m.thanks_share_message({ title });

/**
 * Right after a gift, the moment a donor is likeliest to tell others (issue 43): Telegram,
 * WhatsApp, SMS or a copied link to the campaign (each with its `?ref=`), the message prefilled
 * with the donor's own words, theirs to change. Drawn without Mantine: the page is rendered on the
 * server, and its links work without JavaScript (the message as first written).
 */
export function AfterGivingShare({ campaignId, title, words }: Props) {
  const [message, setMessage] = useState<string>(() => afterGivingMessage(title, words));
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(t);
  }, [copied]);
  const links = shareLinks(`${publicOrigin()}/campaign/${campaignId}`, message);
  const networks = [
    { name: 'Telegram', href: links.telegram, Icon: IconBrandTelegram, color: '#229ed9' },
    { name: 'WhatsApp', href: links.whatsapp, Icon: IconBrandWhatsapp, color: '#25d366' },
    { name: 'SMS', href: links.sms, Icon: IconMessage, color: '#2f9e44' },
  ];
  const copy = () => navigator.clipboard?.writeText(`${message} ${links.link}`).then(() => setCopied(true), () => {});
  return (
    <section className={`${ui.stack} ${css.share}`} style={{ '--gap': 'var(--mantine-spacing-sm)' } as object} aria-labelledby="after-giving-share">
      <h2 className={ui.title} id="after-giving-share" style={{ fontSize: 'var(--mantine-h4-font-size)' }}>
        {m.thanks_share_title()}
      </h2>
      <p className={`${ui.text} ${ui.sm} ${ui.dimmed}`}>{m.thanks_share_intro()}</p>
      <label>
        {m.thanks_share_words_label()}
        <textarea value={message} rows={3} onChange={(e) => setMessage(e.currentTarget.value)} />
      </label>
      <div className={`${ui.row} ${ui.center}`} style={{ '--gap': 'var(--mantine-spacing-sm)' } as object}>
        {networks.map(({ name, href, Icon, color }) => (
          <a
            key={name}
            href={href}
            target={name === 'SMS' ? undefined : '_blank'}
            rel="noopener noreferrer"
            aria-label={m.share_on({ network: name })}
            className={`${ui.button} ${css.network}`}
            style={{ '--tone': color } as object}
          >
            <Icon size={26} />
          </a>
        ))}
        <button type="button" className={`${ui.button} ${css.copy}`} data-variant="light" onClick={() => void copy()}>
          {copied ? m.share_copied() : m.thanks_share_copy()}
        </button>
      </div>
    </section>
  );
}
