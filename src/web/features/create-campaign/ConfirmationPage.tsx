import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import classes from './Confirmation.module.css';
import { m } from '#i18n/paraglide/messages.js';
import { SUBMITTED_MARK } from '#web/lib/outbox/names';
import { useInstallMoment } from '#web/lib/install-moment';

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

/**
 * After a submission: what happens next, the way to My campaigns, and sharing once approved. It
 * stays until the organiser moves on (it used to leave for home after 3 seconds, too soon to read).
 */
export function ConfirmationPage() {
  const [submitted] = useState(takeSubmittedMark);
  // A campaign just submitted is when the app may offer to be installed (issue 43).
  useInstallMoment(!!submitted);
  // The next visit asks again.
  useEffect(
    () => () => {
      taken = null;
    },
    [],
  );
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
        <Text>{m.create_confirm_next()}</Text>
        <Text c="dimmed" size="sm">
          {m.create_confirm_share()}
        </Text>
        <Group justify="center">
          <Button component={Link} to="/profile?tab=campaigns">
            {m.create_confirm_my_campaigns()}
          </Button>
          <Button component={Link} to="/" variant="light">
            {m.create_confirm_home()}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
