import { m } from '#i18n/paraglide/messages.js';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pageItems } from '#contract/pagination';

type Props = { page: number; totalPages: number; onChange: (page: number) => void };

export function Pagination({ page, totalPages, onChange }: Props) {
  if (totalPages <= 0) return null;
  return (
    <Group component="nav" aria-label={m.pagination_label()} gap={6} justify="center">
      <ActionIcon
        variant="default"
        size={36}
        aria-label={m.pagination_prev()}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      {pageItems(page, totalPages).map((item, i) =>
        item === 'ellipsis' ? (
          <Text key={`e${i}`} c="dimmed" px={4} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="compact-md"
            h={36}
            miw={36}
            px={8}
            variant={item === page ? 'filled' : 'default'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={String(item)}
            onClick={() => onChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <ActionIcon
        variant="default"
        size={36}
        aria-label={m.pagination_next()}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
