import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FOLLOW_ENDPOINTS } from '#contract/follow-paths';
import type { FollowedCampaigns as Followed } from '#contract/follows';
import { api } from '#web/lib/http';
import { m } from '#i18n/paraglide/messages.js';

/** The campaigns the signed-in user follows, theirs alone (never written to the device: 'me'). */
export const followedCampaignsQuery = {
  queryKey: ['me', 'follows'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api<Followed>(FOLLOW_ENDPOINTS.mine, { signal }),
};

/** Under the donations: what the user follows, each a link to its campaign (issue 45). */
export function FollowedCampaigns() {
  const { data } = useQuery(followedCampaignsQuery);
  return (
    <Stack gap="sm" mt="xl">
      <Title order={2} size="h3">
        {m.profile_follows_tab()}
      </Title>
      {data && data.data.length === 0 && <Text c="dimmed">{m.profile_follows_empty()}</Text>}
      {data && data.data.length > 0 && (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.data.map((c) => (
            <li key={c.id}>
              <Card withBorder radius="md" padding="sm">
                <Anchor component={Link} to={`/campaign/${c.id}`} fw={600} style={{ overflowWrap: 'anywhere' }} translate="no">
                  {c.title}
                </Anchor>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
