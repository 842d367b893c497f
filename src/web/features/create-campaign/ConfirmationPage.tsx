import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import classes from './Confirmation.module.css';
import { m } from '#i18n/paraglide/messages.js';
import { SUBMITTED_MARK } from '#web/lib/outbox/names';

const REDIRECT_MS = 3000;

/**
 * Whether this visit follows a submission that just landed. The mark is used once per visit, and
 * the answer kept until the page goes away: React may render the page more than once before it
 * shows (a server-rendered page still hydrating when a queued campaign lands re-renders on the
 * client), and every render of this visit must give the same answer.
 */
let taken: boolean | null = null;
function takeSubmittedMark(): boolean {
  if (taken !== null) return taken;
  try {
    taken = sessionStorage.getItem(SUBMITTED_MARK) === '1';
    sessionStorage.removeItem(SUBMITTED_MARK);
  } catch {
    taken = false;
  }
  return taken;
}

export function ConfirmationPage() {
  const navigate = useNavigate();
  const [submitted] = useState(takeSubmittedMark);
  // The next visit asks again.
  useEffect(
    () => () => {
      taken = null;
    },
    [],
  );
  useEffect(() => {
    if (!submitted) return;
    const timer = window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, submitted]);

  if (!submitted) {
    // Opened directly (a bookmark, a reload, a shared link): nothing was submitted just now.
    return (
      <Container size="sm" py={96}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1}>{m.create_confirm_none_title()}</Title>
          <Text>{m.create_confirm_none_text()}</Text>
          <Group justify="center">
            <Button component={Link} to="/profile?tab=campaigns">
              {m.create_confirm_my_campaigns()}
            </Button>
            <Button component={Link} to="/campaign/create" variant="light">
              {m.create_confirm_create()}
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={96} radius={48} variant="light" className={classes.pulse} aria-hidden>
          <IconClipboardCheck size={52} />
        </ThemeIcon>
        <Title order={1}>{m.create_confirm_title()}</Title>
        <Text>{m.create_confirm_text()}</Text>
        <Text c="dimmed" size="sm">
          {m.create_confirm_redirect()}
        </Text>
      </Stack>
    </Container>
  );
}
