import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import type { Category } from '#contract/enums';
import { categoryLabel } from '#contract/labels';
import ui from '#web/ui/ui.module.css';
import classes from './OpenCampaigns.module.css';

type Props = { category: Category; selected: boolean; onToggle: () => void; compact?: boolean };

/**
 * One category as a toggle pill: the filter row and the all-categories dialog draw the same one.
 * `compact`: narrow sides, for the dialog's two columns on a phone (whole words, never "Rehabilitatio n").
 */
export function CategoryButton({ category, selected, onToggle, compact = false }: Props) {
  return (
    <button
      type="button"
      className={`${ui.button} ${classes.chip}`}
      data-variant={selected ? undefined : 'light'}
      data-compact={compact || undefined}
      aria-pressed={selected}
      onClick={onToggle}
    >
      {categoryLabel(category)}
      {selected && <IconX size={14} aria-hidden />}
    </button>
  );
}
