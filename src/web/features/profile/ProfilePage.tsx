import { Container, Stack, Text, Title } from '@mantine/core';

export function ProfilePage() {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center">
        <Title order={1}>Profile</Title>
        <Text c="dimmed">Your profile, campaigns and donation history are coming soon.</Text>
      </Stack>
    </Container>
  );
}
