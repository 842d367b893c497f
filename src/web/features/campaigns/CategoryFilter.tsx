import { m } from '#i18n/paraglide/messages.js';
import IconAdjustmentsHorizontal from '@tabler/icons-react/dist/esm/icons/IconAdjustmentsHorizontal.mjs';
import { Suspense } from 'react';
import { CATEGORIES, type Category } from '#contract/enums';
import { lazyMantine } from '#web/ui/lazy-mantine';
import ui from '#web/ui/ui.module.css';
import { CategoryButton } from './CategoryButton';
import classes from './OpenCampaigns.module.css';
import { useLazyDialog } from '#web/ui/use-lazy-dialog';

const INLINE_COUNT = 6;

// The dialog (Mantine's Modal, and Mantine with it) loads on first use, not with the page.
const loadCategoryModal = () => import('./CategoryModal').then((mod) => mod.default);
const CategoryModal = lazyMantine(loadCategoryModal);

type Props = { selected: Category | undefined; onChange: (c: Category | undefined) => void };

/** First 6 categories inline on wide screens plus "More"; a filter icon on small screens. Same modal for both. */
export function CategoryFilter({ selected, onChange }: Props) {
  // Focus goes back to the button that opened it (ui/use-lazy-dialog.ts).
  const modal = useLazyDialog();
  // Clicking the selected category again clears it.
  const toggle = (c: Category) => onChange(selected === c ? undefined : c);
  const inline = CATEGORIES.slice(0, INLINE_COUNT);
  // A selection from the modal stays visible beside the inline ones.
  const extra = selected && !inline.includes(selected) ? selected : undefined;
  const preload = () => void loadCategoryModal();

  return (
    <>
      <div className={`${ui.row} ${classes.filters}`}>
        {inline.map((c) => (
          <CategoryButton key={c} category={c} selected={selected === c} onToggle={() => toggle(c)} />
        ))}
        {extra && <CategoryButton category={extra} selected onToggle={() => toggle(extra)} />}
        <button type="button" className={`${ui.button} ${classes.pill} ${classes.default}`} onPointerEnter={preload} onClick={modal.open}>
          {m.list_more()}
        </button>
      </div>

      <div className={`${ui.row} ${classes.filtersNarrow}`}>
        {selected && <CategoryButton category={selected} selected onToggle={() => toggle(selected)} />}
        <button
          type="button"
          className={`${ui.iconButton} ${classes.default}`}
          style={{ '--height': 'calc(2.625rem * var(--mantine-scale))' } as object}
          aria-label={m.list_filter_label()}
          onPointerEnter={preload}
          onClick={modal.open}
        >
          <IconAdjustmentsHorizontal size={20} aria-hidden />
        </button>
      </div>

      {modal.mounted && (
        <Suspense fallback={null}>
          <CategoryModal opened={modal.opened} onClose={modal.close} selected={selected} onToggle={toggle} />
        </Suspense>
      )}
    </>
  );
}
