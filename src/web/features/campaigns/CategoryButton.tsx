import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { Category } from '#contract/enums';
import { categoryLabel } from '#contract/labels';

type Props = { category: Category; selected: boolean; onToggle: () => void; compact?: boolean };

/**
 * One category as a toggle pill: the filter row and the all-categories dialog draw the same one.
 * `compact`: narrow sides, for the dialog's two columns on a phone (whole words, never "Rehabilitatio n").
 */
export function CategoryButton({ category, selected, onToggle, compact = false }: Props) {
  return (
    <Button
      variant={selected ? 'filled' : 'light'}
      radius="xl"
      size="sm"
      aria-pressed={selected}
      onClick={onToggle}
      rightSection={selected ? <IconX size={14} aria-hidden /> : undefined}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center', overflowWrap: 'normal' } }}
      px={compact ? 8 : undefined}
      h="auto"
      mih={36}
      py={6}
    >
      {categoryLabel(category)}
    </Button>
  );
}
