import { m } from '#i18n/paraglide/messages.js';
import IconChevronLeft from '@tabler/icons-react/dist/esm/icons/IconChevronLeft.mjs';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import { pageItems } from '#contract/pagination';
import ui from '#web/ui/ui.module.css';
import classes from './OpenCampaigns.module.css';

type Props = { page: number; totalPages: number; onChange: (page: number) => void };

const arrow = `${ui.iconButton} ${classes.default}`;

export function Pagination({ page, totalPages, onChange }: Props) {
  if (totalPages <= 0) return null;
  return (
    <nav aria-label={m.pagination_label()} className={`${ui.row} ${classes.pages}`}>
      <button type="button" className={arrow} aria-label={m.pagination_prev()} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <IconChevronLeft size={18} aria-hidden />
      </button>
      {pageItems(page, totalPages).map((item, i) =>
        item === 'ellipsis' ? (
          <span key={`e${i}`} className={`${ui.dimmed} ${classes.ellipsis}`} aria-hidden>
            …
          </span>
        ) : (
          <button
            type="button"
            key={item}
            className={`${ui.button} ${classes.pageButton} ${item === page ? '' : classes.default}`}
            aria-current={item === page ? 'page' : undefined}
            aria-label={String(item)}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={arrow}
        aria-label={m.pagination_next()}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <IconChevronRight size={18} aria-hidden />
      </button>
    </nav>
  );
}
