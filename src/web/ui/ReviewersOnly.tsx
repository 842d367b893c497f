import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isAdmin } from '#web/lib/session';
import { m } from '#i18n/paraglide/messages.js';

/**
 * The reviewers' pages (/admin/review and the console under /admin), inside the protected group:
 * a reviewer (role ADMIN) sees `children`; anyone else a plain 403 that shows nothing of the page
 * (the server refuses them on every reviewer's call anyway).
 */
export function ReviewersOnly({ children }: { children: ReactNode }) {
  if (isAdmin()) return children;
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
