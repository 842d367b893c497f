import { Box, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';

export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Box role="status" bg="yellow.1" py={6} px="md" style={{ borderBottom: '1px solid var(--mantine-color-yellow-3)' }}>
      <Text size="sm" ta="center" c="yellow.9">
        You are offline — showing saved campaigns
      </Text>
    </Box>
  );
}
