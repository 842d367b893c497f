import { Anchor, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconHeartHandshake, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { m } from '#i18n/paraglide/messages.js';
import { DraftList } from './DraftList';

// Words as functions: read when the page renders, in its language.
const TYPES = [
  { kind: 'business', title: m.create_kind_business, card: m.create_kind_business_campaign, text: m.create_kind_business_text, icon: IconBriefcase },
  { kind: 'charity', title: m.create_kind_charity, card: m.create_kind_charity_campaign, text: m.create_kind_charity_text, icon: IconHeartHandshake },
  { kind: 'personal', title: m.create_kind_personal, card: m.create_kind_personal_campaign, text: m.create_kind_personal_text, icon: IconUser },
] as const;

export function CampaignTypePage() {
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="xl" align="center">
        <Title order={1} ta="center">
          {m.create_type_title()}
        </Title>
        <Text c="dimmed" ta="center" maw={560}>
          {m.create_type_intro()}
        </Text>
        <DraftList />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" w="100%">
          {TYPES.map(({ kind, title, card, text, icon: Icon }) => (
            <Card
              key={kind}
              component={Link}
              to={`/campaign/create/${kind}`}
              withBorder
              shadow="sm"
              padding="xl"
              aria-label={card()}
            >
              <Stack gap="sm">
                <ThemeIcon size={48} radius="xl" variant="light">
                  <Icon size={26} />
                </ThemeIcon>
                <Title order={2} fz="xl">
                  {title()}
                </Title>
                <Text c="dimmed" size="sm">
                  {text()}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" ta="center" maw={620}>
          {m.create_type_terms_prefix()}{' '}
          <Anchor component={Link} to="/terms">
            {m.create_type_terms()}
          </Anchor>{' '}
          {m.create_type_and()}{' '}
          <Anchor component={Link} to="/privacy">
            {m.create_type_privacy()}
          </Anchor>
          {m.create_type_sentence_end()} {m.create_type_help()}{' '}
          <Anchor component={Link} to="/contact">
            {m.create_type_contact()}
          </Anchor>
          {m.create_type_sentence_end()}
        </Text>
      </Stack>
    </Container>
  );
}
