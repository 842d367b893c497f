import { Container, Progress, Stack, Text, Title } from '@mantine/core';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { CAMPAIGN_KINDS, type CampaignKind } from '../../../contract/enums';

/** Only business, charity and personal are campaign types; anything else is a 404. */
export function wizardLoader({ params }: LoaderFunctionArgs) {
  if (!(CAMPAIGN_KINDS as readonly string[]).includes(params.type ?? '')) {
    throw new Response('Unknown campaign type', { status: 404, statusText: 'Unknown campaign type' });
  }
  return null;
}

export function WizardPage() {
  const kind = useParams().type as CampaignKind;
  return (
    <Container size="sm" py={48}>
      <Stack>
        <Title order={1}>Create a {kind} campaign</Title>
        <Progress value={25} aria-label="Step 1 of 4" />
        <Text c="dimmed">The campaign creation wizard is coming soon.</Text>
      </Stack>
    </Container>
  );
}
