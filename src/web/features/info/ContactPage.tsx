import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CALL_CENTRE, SUPPORT_EMAIL } from '../landing/ContactCard';
import { InfoPage, InfoSection } from './InfoPage';

export function ContactPage() {
  return (
    <InfoPage title="Contact support">
      <Text>
        Questions about a campaign, a donation or your account? Our support team answers in Amharic and English,
        Monday to Saturday, 8:30 to 17:30 (East Africa Time).
      </Text>
      <InfoSection title="Call us">
        <Anchor href={`tel:${CALL_CENTRE.replaceAll(' ', '')}`} fw={600}>
          {CALL_CENTRE}
        </Anchor>
      </InfoSection>
      <InfoSection title="Write to us">
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={600}>
          {SUPPORT_EMAIL}
        </Anchor>
        <Text size="sm" c="dimmed">
          Include the campaign's link or your payment reference so we can find it quickly.
        </Text>
      </InfoSection>
      <InfoSection title="Report a campaign">
        <Text>
          If you suspect a campaign is fraudulent, write to us with its link and what you noticed. We review every
          report and pause campaigns while we investigate.
        </Text>
      </InfoSection>
      <Text size="sm">
        See also our <Anchor component={Link} to="/terms">Terms of Service</Anchor> and{' '}
        <Anchor component={Link} to="/privacy">Privacy Policy</Anchor>.
      </Text>
    </InfoPage>
  );
}
