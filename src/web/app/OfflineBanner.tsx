import { Box, Text } from '@mantine/core';
import { useIsOffline } from '../lib/network';

/** Shown whenever the app cannot reach its server, whatever the browser claims (src/web/lib/network.ts). */
export function OfflineBanner() {
  const offline = useIsOffline();
  if (!offline) return null;
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
