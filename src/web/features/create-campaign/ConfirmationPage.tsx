import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import classes from './Confirmation.module.css';

const REDIRECT_MS = 3000;

export function ConfirmationPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

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
