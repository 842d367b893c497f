import { m } from '#i18n/paraglide/messages.js';
import { useDisclosure } from '@mantine/hooks';
import IconAdjustmentsHorizontal from '@tabler/icons-react/dist/esm/icons/IconAdjustmentsHorizontal.mjs';
import { Suspense, useRef, useState, type MouseEvent } from 'react';
import { CATEGORIES, type Category } from '#contract/enums';
import { lazyMantine } from '#web/ui/lazy-mantine';
import ui from '#web/ui/ui.module.css';
import { CategoryButton } from './CategoryButton';
import classes from './OpenCampaigns.module.css';

const INLINE_COUNT = 6;

// The dialog (Mantine's Modal, and Mantine with it) loads on first use, not with the page.
const loadCategoryModal = () => import('./CategoryModal').then((mod) => mod.default);
const CategoryModal = lazyMantine(loadCategoryModal);

type Props = { selected: Category | undefined; onChange: (c: Category | undefined) => void };

/** First 6 categories inline on wide screens plus "More"; a filter icon on small screens. Same modal for both. */
export function CategoryFilter({ selected, onChange }: Props) {
  const [opened, disclosure] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  // The dialog mounts already open on first use, so Mantine's own focus return (which notes the
  // focused element when `opened` changes) has nothing to return to: give focus back here.
  const opener = useRef<HTMLButtonElement | null>(null);
  const modal = {
    open: (e: MouseEvent<HTMLButtonElement>) => {
      opener.current = e.currentTarget;
      setWanted(true);
      disclosure.open();
    },
    close: () => {
      disclosure.close();
      requestAnimationFrame(() => opener.current?.focus({ preventScroll: true }));
    },
  };
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

      {wanted && (
        <Suspense fallback={null}>
          <CategoryModal opened={opened} onClose={modal.close} selected={selected} onToggle={toggle} />
        </Suspense>
      )}
    </>
  );
}
