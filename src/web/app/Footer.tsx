import { ActionIcon, Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandTelegram } from '@tabler/icons-react';
import { Link } from 'react-router';

const LINKS = [
  { label: 'About Us', href: '/#about' },
  { label: 'Services', href: '/#services' },
  { label: 'Contact', href: '/#contact' },
  { label: 'Privacy Policy', href: '/privacy' },
];

export function Footer() {
  return (
    <footer style={{ background: 'var(--mantine-color-dark-8)', color: 'var(--mantine-color-gray-3)' }}>
      <Container size="lg" py="xl">
        <Stack gap="md" align="center">
          <Text component={Link} to="/" fw={800} fz={24} c="white" td="none">
            Birr
          </Text>
          <Group component="nav" aria-label="Footer" gap="lg" justify="center">
            {LINKS.map((l) => (
              <Anchor key={l.label} href={l.href} c="gray.3" fz="sm">
                {l.label}
              </Anchor>
            ))}
          </Group>
          <Group gap="sm">
            <ActionIcon
              component="a"
              href="https://t.me/birr_et"
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Telegram"
              variant="subtle"
              color="gray.3"
              size="lg"
            >
              <IconBrandTelegram size={22} />
            </ActionIcon>
            <ActionIcon
              component="a"
              href="https://www.facebook.com/birr.et"
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Facebook"
              variant="subtle"
              color="gray.3"
              size="lg"
            >
              <IconBrandFacebook size={22} />
            </ActionIcon>
          </Group>
          <Text fz="xs" c="gray.5">
            © {new Date().getFullYear()} Birr. Happiness comes from your action.
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
