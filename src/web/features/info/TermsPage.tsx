import { List, Text } from '@mantine/core';
import { InfoPage, InfoSection } from './InfoPage';

export function TermsPage() {
  return (
    <InfoPage title="Terms of Service" updated="November 2026">
      <Text>
        Birr lets individuals, charities and businesses raise money in Ethiopian Birr, and lets anyone donate to them.
        By creating an account, starting a campaign or donating, you agree to these terms.
      </Text>
      <InfoSection title="Campaigns">
        <List spacing="xs">
          <List.Item>Every campaign is reviewed before it is published, and may be rejected or paused.</List.Item>
          <List.Item>
            Organisers must tell the truth about who they are, who the money is for and how it will be used, and must
            provide the documents we ask for (TIN certificate, registration licence or personal documents).
          </List.Item>
          <List.Item>Funds go to the campaign's owner whether or not the goal is reached.</List.Item>
        </List>
      </InfoSection>
      <InfoSection title="Donations">
        <List spacing="xs">
          <List.Item>
            Donations are paid through our payment partner (card, telebirr, CBE Birr or M-Pesa) and are counted once
            the payment is confirmed.
          </List.Item>
          <List.Item>A small service fee is deducted from each donation to run the platform.</List.Item>
          <List.Item>You can choose to donate anonymously; your name is then never shown on the campaign.</List.Item>
        </List>
      </InfoSection>
      <InfoSection title="Your account">
        <Text>
          Keep your password to yourself. We may suspend accounts used for fraud or abuse. Report suspected fraud
          through support.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
