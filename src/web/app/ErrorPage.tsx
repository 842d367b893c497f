import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

function errorDetail(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return error.statusText || (typeof error.data === 'string' ? error.data : null);
  if (error instanceof Error) return error.message;
  return null;
}

export function ErrorPage() {
  const detail = errorDetail(useRouteError());
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Something Went Wrong</Title>
        <Text c="dimmed">We encountered an unexpected error. Please try again later.</Text>
        {detail && (
          <Text c="red.7" fw={500}>
            {detail}
          </Text>
        )}
        <Button component={Link} to="/" size="md">
          Go Back Home
        </Button>
      </Stack>
    </Container>
  );
}
