import { m } from '#i18n/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBr } from '#contract/money';
import { useNow } from '#web/lib/hydrated';
import { relativeTime } from '#web/lib/relative-time';
import ui from '#web/ui/ui.module.css';
import css from './CampaignDetail.module.css';
import { FIRST_WORDS, wordsQuery } from './queries';

/** Donors' messages, shown once their payment was verified; none at all shows nothing. */
export function WordsOfSupport({ campaignId }: { campaignId: string }) {
  const [limit, setLimit] = useState(FIRST_WORDS);
  const { data, isFetching } = useQuery(wordsQuery(campaignId, limit));
  const now = useNow();
  if (!data || data.meta.total === 0) return null;
  return (
    <section className={ui.stack} style={{ '--gap': 'var(--mantine-spacing-sm)' } as object} aria-labelledby="campaign-words">
      <h2 className={`${ui.title} ${css.panelTitle}`} id="campaign-words">
        {m.words_title({ count: data.meta.total })}
      </h2>
      {data.data.map((w) => (
        <figure key={w.id} className={css.paper}>
          <blockquote className={`${ui.text} ${css.prewrap}`} style={{ margin: 0 }} translate="no">
            {w.message}
          </blockquote>
          <figcaption className={`${ui.row} ${css.between}`} style={{ '--gap': 'var(--mantine-spacing-xs)', marginTop: 'var(--mantine-spacing-xs)' } as object}>
            <span className={ui.sm} style={{ fontWeight: 600 }}>
              <span translate="no">{w.name}</span> · {formatBr(w.amount)}
            </span>
            <span className={`${ui.xs} ${ui.dimmed}`}>{relativeTime(w.createdAt, now)}</span>
          </figcaption>
        </figure>
      ))}
      {data.data.length < data.meta.total && limit < 50 && (
        <button
          type="button"
          className={ui.button}
          data-variant="subtle"
          aria-busy={isFetching || undefined}
          disabled={isFetching}
          onClick={() => setLimit((l) => Math.min(l + 10, 50))}
        >
          {m.words_more()}
        </button>
      )}
    </section>
  );
}
