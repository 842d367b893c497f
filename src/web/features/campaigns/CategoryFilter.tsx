import { m } from '#i18n/paraglide/messages.js';
import { ActionIcon, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { CATEGORIES, type Category } from '#contract/enums';
import { CategoryButton } from './CategoryButton';

const INLINE_COUNT = 6;

const CategoryModal = lazy(() => import('./CategoryModal'));

type Props = { selected: Category | undefined; onChange: (c: Category | undefined) => void };

/** First 6 categories inline on wide screens plus "More"; a filter icon on small screens. Same modal for both. */
export function CategoryFilter({ selected, onChange }: Props) {
  const [opened, disclosure] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  const modal = {
    open: () => {
      setWanted(true);
      disclosure.open();
    },
    close: disclosure.close,
  };
  // Clicking the selected category again clears it.
  const toggle = (c: Category) => onChange(selected === c ? undefined : c);
  const inline = CATEGORIES.slice(0, INLINE_COUNT);
  // A selection from the modal stays visible beside the inline ones.
  const extra = selected && !inline.includes(selected) ? selected : undefined;

  return (
    <>
      <Group gap="xs" visibleFrom="md" justify="center">
        {inline.map((c) => (
          <CategoryButton key={c} category={c} selected={selected === c} onToggle={() => toggle(c)} />
        ))}
        {extra && <CategoryButton category={extra} selected onToggle={() => toggle(extra)} />}
        <Button variant="default" radius="xl" size="sm" onClick={modal.open}>
          {m.list_more()}
        </Button>
      </Group>

      <Group gap="xs" hiddenFrom="md" justify="flex-end" wrap="nowrap">
        {selected && <CategoryButton category={selected} selected onToggle={() => toggle(selected)} />}
        <ActionIcon variant="default" size={42} aria-label={m.list_filter_label()} onClick={modal.open}>
          <IconAdjustmentsHorizontal size={20} />
        </ActionIcon>
      </Group>

      {/* The dialog's code (Mantine's Modal, ~20 KB) loads on first use, not with the page. */}
      {wanted && (
        <Suspense fallback={null}>
          <CategoryModal opened={opened} onClose={modal.close} selected={selected} onToggle={toggle} />
        </Suspense>
      )}
    </>
  );
}
