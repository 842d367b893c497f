import { List, Text } from '@mantine/core';
import { InfoPage, InfoSection } from './InfoPage';

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy Policy" updated="November 2026">
      <Text>This page explains what Birr keeps about you, why, and who can see it.</Text>
      <InfoSection title="What we keep">
        <List spacing="xs">
          <List.Item>
            Your account: name, email or phone number, date of birth, profile picture, and your password — stored only
            as a one-way hash, never as you typed it.
          </List.Item>
          <List.Item>
            Campaigns you create, with the recipient's details, documents and bank details needed to review and pay
            out the campaign.
          </List.Item>
          <List.Item>Donations: name, email, amount and the payment reference.</List.Item>
        </List>
      </InfoSection>
      <InfoSection title="Who sees what">
        <List spacing="xs">
          <List.Item>
            The public sees a campaign's story, pictures, organiser's name and the recipient's public contact details.
          </List.Item>
          <List.Item>Legal documents and bank details are seen only by the organiser and our reviewers.</List.Item>
          <List.Item>Donors' emails are never public; anonymous donors' names are never shown.</List.Item>
        </List>
      </InfoSection>
      <InfoSection title="On your device">
        <Text>
          Birr keeps your sign-in in cookies, and keeps campaigns you have viewed and unfinished campaign drafts on
          your device so they work without a network. Signing out removes your sign-in from the device.
        </Text>
      </InfoSection>
      <InfoSection title="Your choices">
        <Text>To correct or delete your data, contact support.</Text>
      </InfoSection>
    </InfoPage>
  );
}
