import { m } from '#i18n/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNow } from '#web/lib/hydrated';
import { relativeTime } from '#web/lib/relative-time';
import ui from '#web/ui/ui.module.css';
import css from './CampaignDetail.module.css';
import { FIRST_UPDATES, updatesQuery } from './queries';

/** "Updates (N)": the organiser's news, newest first, rendered on the server with the page. */
export function CampaignUpdates({ campaignId }: { campaignId: string }) {
  const [limit, setLimit] = useState(FIRST_UPDATES);
  const { data, isPending, isFetching, error } = useQuery(updatesQuery(campaignId, limit));
  const now = useNow();
  const total = data?.meta.total ?? 0;
  return (
    <section className={ui.stack} style={{ '--gap': 'var(--mantine-spacing-sm)' } as object} aria-labelledby="campaign-updates">
      <h2 className={`${ui.title} ${css.panelTitle}`} id="campaign-updates">
        {m.updates_title({ count: total })}
      </h2>
      {isPending ? (
        <div className={ui.skeleton} style={{ height: 60 }} />
      ) : error && !data ? (
        <p className={`${ui.text} ${ui.sm} ${css.error}`}>{error.message}</p>
      ) : total === 0 ? (
        <p className={`${ui.text} ${ui.sm} ${ui.dimmed}`}>{m.updates_none()}</p>
      ) : (
        <>
          {data!.data.map((u) => (
            <article key={u.id} className={`${css.paper} ${ui.stack}`} style={{ '--gap': 'var(--mantine-spacing-xs)' } as object}>
              <p className={`${ui.text} ${ui.xs} ${ui.dimmed}`}>
                {relativeTime(u.createdAt, now)}
                {u.editedAt ? m.updates_edited() : ''}
              </p>
              <p className={`${ui.text} ${css.prewrap}`} translate="no">
                {u.text}
              </p>
              {u.imageUrl && (
                <img
                  src={u.imageUrl}
                  srcSet={u.imageSrcSet}
                  sizes="(min-width: 992px) 640px, 100vw"
                  alt=""
                  loading="lazy"
                  style={{ width: '100%', height: 'auto', borderRadius: 'var(--mantine-radius-md)' }}
                />
              )}
            </article>
          ))}
          {data!.data.length < total && (
            <button
              type="button"
              className={ui.button}
              data-variant="subtle"
              aria-busy={isFetching || undefined}
              disabled={isFetching || limit >= 50}
              onClick={() => setLimit((l) => Math.min(l + 10, 50))}
            >
              {m.updates_older()}
            </button>
          )}
        </>
      )}
    </section>
  );
}
