import { Anchor, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconHeartHandshake, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DraftList } from './DraftList';

const TYPES = [
  {
    kind: 'business',
    title: 'Business',
    text: 'Raise funds to start, launch or grow a registered business.',
    icon: IconBriefcase,
  },
  {
    kind: 'charity',
    title: 'Charity',
    text: 'Raise funds for an organisation serving a community or a cause.',
    icon: IconHeartHandshake,
  },
  {
    kind: 'personal',
    title: 'Personal',
    text: 'Raise funds for yourself or someone you know: medical bills, school, relocation.',
    icon: IconUser,
  },
] as const;

export function CampaignTypePage() {
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="xl" align="center">
        <Title order={1} ta="center">
          Start Your Campaign Today
        </Title>
        <Text c="dimmed" ta="center" maw={560}>
          Choose the kind of campaign you want to create. Every campaign is reviewed before it goes live.
        </Text>
        <DraftList />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" w="100%">
          {TYPES.map(({ kind, title, text, icon: Icon }) => (
            <Card
              key={kind}
              component={Link}
              to={`/campaign/create/${kind}`}
              withBorder
              shadow="sm"
              padding="xl"
              aria-label={`${title} campaign`}
            >
              <Stack gap="sm">
                <ThemeIcon size={48} radius="xl" variant="light">
                  <Icon size={26} />
                </ThemeIcon>
                <Title order={2} fz="xl">
                  {title}
                </Title>
                <Text c="dimmed" size="sm">
                  {text}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" ta="center" maw={620}>
          By starting a campaign you agree to our <Anchor component={Link} to="/terms">Terms of Service</Anchor> and{' '}
          <Anchor component={Link} to="/privacy">Privacy Policy</Anchor>. Need help?{' '}
          <Anchor component={Link} to="/contact">Contact support</Anchor>.
        </Text>
      </Stack>
    </Container>
  );
}
