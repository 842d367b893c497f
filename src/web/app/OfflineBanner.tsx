import { Box, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';

export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    // Pinned to the bottom of the screen: on "/" the navigation bar overlays the top of the page.
    <Box
      role="status"
      bg="yellow.1"
      py={6}
      px="md"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 300, borderTop: '1px solid var(--mantine-color-yellow-3)' }}
    >
      <Text size="sm" ta="center" c="yellow.9">
        You are offline — showing saved campaigns
      </Text>
    </Box>
  );
}
