import { Paper, Text } from '@mantine/core';

/** One figure on a card, its label above it (the organiser's page, the console's overview). */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </Paper>
  );
}
