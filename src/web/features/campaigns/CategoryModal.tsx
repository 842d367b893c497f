import { m } from '#i18n/paraglide/messages.js';
import { Modal, SimpleGrid } from '@mantine/core';
import { CATEGORIES, type Category } from '#contract/enums';
import { CategoryButton } from './CategoryButton';

type Props = {
  opened: boolean;
  onClose: () => void;
  selected: Category | undefined;
  onToggle: (c: Category) => void;
};

/** Every category, from "More" or the filter icon (loaded on first use). */
export default function CategoryModal({ opened, onClose, selected, onToggle }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={m.list_categories()} size="xl" centered>
      {/* Two columns on phones, so "Rehabilitation" and "Environmental" are never clipped. */}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {CATEGORIES.map((c) => (
          <CategoryButton
            key={c}
            category={c}
            compact
            selected={selected === c}
            onToggle={() => {
              onToggle(c);
              onClose();
            }}
          />
        ))}
      </SimpleGrid>
    </Modal>
  );
}
