import { m } from '#i18n/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LANDING_FEATURED } from '#contract/display';
import ui from '#web/ui/ui.module.css';
import { CampaignGrid, campaignsQuery } from '../campaigns';
import classes from './Landing.module.css';

export function FeaturedCampaigns() {
  const { data, isPending, error } = useQuery(campaignsQuery({ page: 1, limit: LANDING_FEATURED }));
  return (
    <section
      className={`${ui.container} ${ui.stack} ${classes.section}`}
      data-size="lg"
      id="featured"
      aria-labelledby="featured-title"
      style={{ '--gap': 'var(--mantine-spacing-xl)' } as object}
    >
      <h2 className={`${ui.title} ${ui.center}`} id="featured-title">
        {m.featured_title()}
      </h2>
      <CampaignGrid campaigns={data?.data} isPending={isPending} error={error} skeletons={LANDING_FEATURED} />
      <div className={`${ui.row} ${ui.center}`}>
        <Link to="/campaigns" className={ui.button} data-size="md" data-variant="light">
          {/* "See More" alone is not a descriptive link text (search engines, screen-reader link lists). */}
          {m.featured_more()}
          <span className={ui.visuallyHidden}>{m.featured_more_hidden()}</span>
        </Link>
      </div>
    </section>
  );
}
