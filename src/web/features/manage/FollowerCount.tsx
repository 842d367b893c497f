import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FOLLOW_ENDPOINTS } from '#contract/follow-paths';
import type { FollowerCount as Count } from '#contract/follows';
import { api } from '#web/lib/http';
import { m } from '#i18n/paraglide/messages.js';

/** How many follow the campaign: for its organiser, a number, never who ('manage': memory only). */
export function FollowerCount({ campaignId }: { campaignId: string }) {
  const { data } = useQuery({
    queryKey: ['manage', campaignId, 'followers'],
    queryFn: ({ signal }) => api<Count>(FOLLOW_ENDPOINTS.count(campaignId), { signal }),
  });
  if (!data) return null;
  return (
    <Text size="sm" c="dimmed">
      {m.follow_count({ count: data.count })}
    </Text>
  );
}
