import { m } from '#i18n/paraglide/messages.js';
import { useDebouncedValue } from '@mantine/hooks';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Category } from '#contract/enums';
import ui from '#web/ui/ui.module.css';
import { useIsOffline } from '#web/lib/network';
import { CampaignGrid } from './CampaignGrid';
import { CategoryFilter } from './CategoryFilter';
import { Pagination } from './Pagination';
import { listQueryParams, PAGE_SIZE, readParams } from './list-params';
import classes from './OpenCampaigns.module.css';
import { campaignsQuery } from './queries';

const SEARCH_PAUSE_MS = 300;
const SEARCH_MIN_CHARS = 2;

export function OpenCampaignsPage() {
  // page, category and search live in the URL so back/forward and shared links work.
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, category, search } = readParams(searchParams);
  const [input, setInput] = useState(search);
  const [debounced] = useDebouncedValue(input.trim(), SEARCH_PAUSE_MS);

  const update = (next: { page?: number; category?: Category; search?: string }, replace = false) => {
    const merged = { page, category, search, ...next };
    const sp = new URLSearchParams();
    if (merged.page > 1) sp.set('page', String(merged.page));
    if (merged.category) sp.set('category', merged.category);
    if (merged.search) sp.set('search', merged.search);
    setSearchParams(sp, { replace });
  };

  // Back/forward changes the URL: keep the box in step.
  useEffect(() => setInput(search), [search]);

  useEffect(() => {
    if (debounced === search) return;
    if (debounced.length === 0 || debounced.length >= SEARCH_MIN_CHARS) update({ search: debounced, page: 1 }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const { data, isPending, error, isPlaceholderData, isFetching, refetch } = useQuery(
    campaignsQuery(listQueryParams({ page, category, search })),
  );
  const offline = useIsOffline();
  // Offline, a page, search or category never fetched on this device has no answer: the cards shown
  // are another query's, so say so instead of passing them off as results.
  const notSaved = offline && isPlaceholderData;
  const loading = isPlaceholderData && isFetching && !offline;

  const goToPage = (p: number) => {
    update({ page: p });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  // Plain elements over ui.module.css, like the landing page: the first view loads no Mantine.
  return (
    <div className={`${ui.container} ${classes.page}`} data-size="lg">
      <div className={`${ui.stack} ${classes.sections}`}>
        <h1 className={`${ui.title} ${ui.center}`}>{m.list_title()}</h1>
        <div className={classes.search}>
          <span className={classes.searchIcon}>
            <IconSearch size={18} aria-hidden />
          </span>
          <input
            className={classes.searchInput}
            placeholder={m.list_search_placeholder()}
            aria-label={m.list_search_label()}
            type="search"
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
          />
        </div>
        <CategoryFilter selected={category} onChange={(c) => update({ category: c, page: 1 })} />
        {loading && (
          <p role="status" className={`${ui.text} ${ui.sm} ${ui.dimmed}`} style={{ textAlign: 'center' }}>
            {m.list_loading()}
          </p>
        )}
        {notSaved && (
          <div role="status" className={classes.notice}>
            <p className={classes.noticeTitle}>{search ? m.list_search_offline_title() : m.list_not_saved_title()}</p>
            <p className={classes.noticeBody}>{search ? m.list_search_offline() : m.list_page_offline()}</p>
          </div>
        )}
        <CampaignGrid
          campaigns={data?.data}
          isPending={isPending}
          error={error}
          skeletons={PAGE_SIZE}
          loading={loading}
          onRetry={() => void refetch()}
          onClear={search || category ? () => update({ search: '', category: undefined, page: 1 }) : undefined}
        />
        {data && data.data.length > 0 && (
          <Pagination page={page} totalPages={data.meta.totalPages} onChange={goToPage} />
        )}
      </div>
    </div>
  );
}
