import { m } from '#i18n/paraglide/messages.js';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A plain reading page: heading, a line on when it was last changed, then sections. */
export function InfoPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {updated && (
          <Text c="dimmed" size="sm">
            {m.info_updated({ date: updated })}
          </Text>
        )}
        {children}
      </Stack>
    </Container>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
