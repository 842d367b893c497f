import { Card, Skeleton, Stack } from '@mantine/core';

export function CampaignCardSkeleton() {
  return (
    <Card withBorder padding="md" aria-hidden>
      <Card.Section>
        <Skeleton style={{ aspectRatio: '3 / 2' }} h="auto" radius={0} />
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Skeleton h={12} w="50%" />
        <Skeleton h={20} w="85%" />
        <Skeleton h={12} />
        <Skeleton h={12} w="70%" />
        <Skeleton h={10} mt="sm" />
        <Skeleton h={36} />
      </Stack>
    </Card>
  );
}
