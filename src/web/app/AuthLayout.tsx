import { Box, Center, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { OfflineBanner } from './OfflineBanner';

export function AuthLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <OfflineBanner />
      <Box style={{ flex: 1, display: 'flex' }}>
        <Box
          visibleFrom="xl"
          w="45%"
          p={64}
          style={{
            background: 'linear-gradient(150deg, var(--mantine-color-birr-9), var(--mantine-color-birr-6))',
            color: 'white',
          }}
        >
          <Stack h="100%" justify="center" gap="md">
            <Title order={1} fz={64}>
              <Link to="/" style={{ color: 'white', textDecoration: 'none' }}>
                Birr
              </Link>
            </Title>
            <Text fz={28} fw={600} maw={420}>
              Happiness comes from your action
            </Text>
          </Stack>
        </Box>
        <Center component="main" style={{ flex: 1 }} p="md">
          <Box w="100%" maw={440}>
            <Outlet />
          </Box>
        </Center>
      </Box>
    </Box>
  );
}
