import { Stack, Text, Title } from '@mantine/core';

export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={1} fz={28}>
        {title}
      </Title>
      <Text c="dimmed">This page is coming soon.</Text>
    </Stack>
  );
}
