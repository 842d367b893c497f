import { m } from '#i18n/paraglide/messages.js';
import { IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import type { Campaign } from '#contract/campaign';
import { sectorLabel } from '#contract/labels';
import { regionLabel } from '#contract/regions';
import { SLOT, withParts } from '#web/lib/parts';
import ui from '#web/ui/ui.module.css';
import css from './CampaignDetail.module.css';

/** The recipient's card: a personal campaign for someone else is for that person (issue 44), its details the organiser's. */
export function RecipientCard({ campaign }: { campaign: Campaign }) {
  const r = campaign.business ?? campaign.charity;
  const card = `${ui.card} ${css.panel} ${css.plainCard}`;
  if (!r) {
    return (
      <div className={card}>
        <p className={`${ui.text} ${ui.dimmed}`}>{m.recipient_none()}</p>
      </div>
    );
  }
  const place = [r.relativeLocation, r.city, regionLabel(r.region)].filter(Boolean).join(', ');
  const link = `${ui.link} ${ui.sm}`;
  return (
    <div className={card}>
      <div className={ui.stack} style={{ '--gap': 'var(--mantine-spacing-xs)' } as object}>
        <h2 className={`${ui.title} ${css.smallTitle}`}>{withParts(m.recipient_for({ name: SLOT }), <span translate="no">{campaign.recipientName ?? r.fullName}</span>)}</h2>
        {r.sector && <p className={`${ui.text} ${ui.sm}`}>{m.recipient_sector({ sector: sectorLabel(r.sector) })}</p>}
        {r.website && (
          <a href={r.website} target="_blank" rel="noopener noreferrer" className={link}>
            <IconWorld size={16} aria-hidden className={css.icon} />
            {m.recipient_website()}
          </a>
        )}
        <p className={`${ui.text} ${ui.sm}`} translate="no">
          <IconMapPin size={16} aria-hidden className={css.icon} />
          {place}
        </p>
        {r.publicEmail && (
          <a href={`mailto:${r.publicEmail}`} className={link}>
            <IconMail size={16} aria-hidden className={css.icon} />
            {r.publicEmail}
          </a>
        )}
        {r.publicPhoneNumber && (
          <a href={`tel:${r.publicPhoneNumber}`} className={link}>
            <IconPhone size={16} aria-hidden className={css.icon} />
            {r.publicPhoneNumber}
          </a>
        )}
      </div>
    </div>
  );
}
