import { m } from '#i18n/paraglide/messages.js';
import { IconUsers } from '#web/ui/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Campaign } from '#contract/campaign';
import { badgeText, cardBadge } from '#contract/display';
import { daysLeftText } from '#contract/days-left';
import ui from '#web/ui/ui.module.css';
import { useNow } from '#web/lib/hydrated';
import classes from './CampaignGrid.module.css';
import { CampaignProgress } from './CampaignProgress';
import { ShareButton } from './ShareButton';
import { CARD_IMAGE_SIZES, orderedMedia } from './media';
import { DONATE_PARAM, loadDonationForm } from './donation-form-loader';

const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 533;

/**
 * `priority`: the page's first image (its likely LCP), fetched at once and first. Every other card's
 * picture is lazy: on a phone it is below the fold, and on a wide screen the browser still fetches
 * those in view as soon as it has laid the page out — after the LCP picture rather than beside it
 * (an eager image would also be preloaded by React's server renderer, sharing slow 4G with it).
 */
export function CampaignCard({ campaign: c, priority = false }: { campaign: Campaign; priority?: boolean }) {
  const image = orderedMedia(c)[0];
  const now = useNow();
  const [broken, setBroken] = useState(false);

  return (
    <article aria-label={c.title} className={`${ui.card} ${classes.card}`} style={{ height: '100%' }}>
      <div className={ui.cardTop}>
        {image && !broken ? (
          <img
            src={image.url}
            srcSet={image.srcSet ?? undefined}
            sizes={CARD_IMAGE_SIZES}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            alt=""
            // Offline, a cover that was never fetched gives way to the neutral placeholder below
            // (also when it failed before the server-rendered page was hydrated).
            onError={() => setBroken(true)}
            ref={(img) => {
              if (img?.complete && img.naturalWidth === 0) setBroken(true);
            }}
            className={classes.cover}
          />
        ) : (
          <div className={classes.cover} style={{ background: 'var(--mantine-color-birr-1)' }} />
        )}
        <span className={`${ui.badge} ${classes.badge}`}>{badgeText(cardBadge(c))}</span>
      </div>

      <div className={`${ui.stack} ${classes.body}`}>
        <div className={`${ui.sm} ${ui.dimmed} ${classes.meta}`}>
          <span>{daysLeftText(c.deadline, now)}</span>
          <span className={classes.count}>
            <IconUsers size={16} aria-hidden />
            {m.card_donations({ count: c._count.Donation })}
          </span>
        </div>
        {/* Not a heading: the article is already named by the title, and the detail page owns the heading. */}
        <p className={`${ui.text} ${ui.clamp2} ${classes.title}`} translate="no">
          <Link to={`/campaign/${c.id}`} className={classes.titleLink}>
            {c.title}
          </Link>
        </p>
        <p className={`${ui.text} ${ui.sm} ${ui.dimmed} ${ui.clamp2} ${classes.description}`} translate="no">
          {c.description}
        </p>
        <div style={{ marginTop: 'auto' }}>
          <CampaignProgress raised={c.raisedAmount} goal={c.goalAmount} />
        </div>
        <div className={classes.actions}>
          {/* The campaign with its donation form open (use-donate.tsx), one tap from the list: the
              form's code is asked for at the tap, beside the page's, so it is there on arrival. */}
          <Link to={`/campaign/${c.id}?${DONATE_PARAM}=1`} className={ui.button} data-full onClick={() => void loadDonationForm().catch(() => {})}>
            {m.card_donate()}
          </Link>
          <ShareButton campaignId={c.id} title={c.title} />
        </div>
      </div>
    </article>
  );
}
