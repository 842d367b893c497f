import { Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Campaign } from '../../../contract/campaign';
import { cardBadge } from '../../../contract/display';
import { daysLeftText } from '../../../contract/days-left';
import { useNow } from '../../lib/hydrated';
import { CampaignProgress } from './CampaignProgress';
import { ShareButton } from './ShareButton';
import { CARD_IMAGE_SIZES, orderedMedia } from './media';

const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 533;

/** `eager`: in the first row (loads at once); `priority`: the page's first image (its likely LCP). */
export function CampaignCard({
  campaign: c,
  eager = false,
  priority = false,
}: {
  campaign: Campaign;
  eager?: boolean;
  priority?: boolean;
}) {
  const image = orderedMedia(c)[0];
  const now = useNow();
  const [broken, setBroken] = useState(false);

  return (
    <Card component="article" aria-label={c.title} withBorder shadow="sm" padding="md" h="100%">
      <Card.Section pos="relative">
        {image && !broken ? (
          <img
            src={image.url}
            srcSet={image.srcSet ?? undefined}
            sizes={CARD_IMAGE_SIZES}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            alt=""
            // Offline, a cover that was never fetched gives way to the neutral placeholder below
            // (also when it failed before the server-rendered page was hydrated).
            onError={() => setBroken(true)}
            ref={(img) => {
              if (img?.complete && img.naturalWidth === 0) setBroken(true);
            }}
            style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' }}
          />
        ) : (
          <Box bg="birr.1" style={{ aspectRatio: '3 / 2' }} />
        )}
        <Badge pos="absolute" top={12} left={12} variant="white" color="birr.9" tt="none">
          {cardBadge(c)}
        </Badge>
      </Card.Section>

      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {daysLeftText(c.deadline, now)}
          </Text>
          <Group gap={4} c="dimmed">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">
              {c._count.Donation} {c._count.Donation === 1 ? 'donation' : 'donations'}
            </Text>
          </Group>
        </Group>
        {/* Not a heading: the article is already named by the title, and the detail page owns the heading. */}
        <Text fw={700} size="lg" lineClamp={2}>
          {c.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {c.description}
        </Text>
        <Box mt="auto">
          <CampaignProgress raised={c.raisedAmount} goal={c.goalAmount} />
        </Box>
        <Group gap="xs" wrap="nowrap">
          <Button component={Link} to={`/campaign/${c.id}`} fullWidth>
            Donate now
          </Button>
          <ShareButton campaignId={c.id} title={c.title} />
        </Group>
      </Stack>
    </Card>
  );
}
