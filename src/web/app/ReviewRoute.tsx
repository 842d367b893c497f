import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isAdmin } from '#web/lib/session';
import { ReviewPage } from './ReviewPage';
import { m } from '#i18n/paraglide/messages.js';

/**
 * /admin/review, inside the protected group: signed-in reviewers see the queue; anyone else a plain 403 that
 * shows nothing of the queue (the server refuses them on every review call anyway).
 */
export function ReviewRoute() {
  if (isAdmin()) return <ReviewPage />;
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center">
        <Title order={1}>{m.reviewer_not_allowed()}</Title>
        <Text>{m.reviewer_only()}</Text>
        <Button component={Link} to="/">
          {m.reviewer_home()}
        </Button>
      </Stack>
    </Container>
  );
}
