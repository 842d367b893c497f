import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { Category } from '../../../contract/enums';
import { categoryLabel } from '../../../contract/labels';

/** One category as a toggle pill: the filter row and the all-categories dialog draw the same one. */
export function CategoryButton({ category, selected, onToggle }: { category: Category; selected: boolean; onToggle: () => void }) {
  return (
    <Button
      variant={selected ? 'filled' : 'light'}
      radius="xl"
      size="sm"
      aria-pressed={selected}
      onClick={onToggle}
      rightSection={selected ? <IconX size={14} aria-hidden /> : undefined}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      h="auto"
      mih={36}
      py={6}
    >
      {categoryLabel(category)}
    </Button>
  );
}
