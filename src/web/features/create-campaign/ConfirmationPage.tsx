import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import classes from './Confirmation.module.css';
import { SUBMITTED_MARK } from './outbox-names';

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
          <Title order={1}>No campaign was just submitted</Title>
          <Text>This page confirms a campaign right after you submit it. Your submitted campaigns and their review status are in your profile.</Text>
          <Group justify="center">
            <Button component={Link} to="/profile?tab=campaigns">
              My campaigns
            </Button>
            <Button component={Link} to="/campaign/create" variant="light">
              Create a campaign
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
        <Title order={1}>Campaign Submitted!</Title>
        <Text>Your campaign is under review. Please wait while we process it.</Text>
        <Text c="dimmed" size="sm">
          Redirecting to home in 3 seconds...
        </Text>
      </Stack>
    </Container>
  );
}
