import { m } from '#i18n/paraglide/messages.js';
import { List, Text } from '@mantine/core';
import { InfoPage, InfoSection } from './InfoPage';

export function PrivacyPage() {
  return (
    <InfoPage title={m.privacy_title()} updated={m.info_updated_date()}>
      <Text>{m.privacy_intro()}</Text>
      <InfoSection title={m.privacy_keep()}>
        <List spacing="xs">
          <List.Item>{m.privacy_keep_1()}</List.Item>
          <List.Item>{m.privacy_keep_2()}</List.Item>
          <List.Item>{m.privacy_keep_3()}</List.Item>
        </List>
      </InfoSection>
      <InfoSection title={m.privacy_who()}>
        <List spacing="xs">
          <List.Item>{m.privacy_who_1()}</List.Item>
          <List.Item>{m.privacy_who_2()}</List.Item>
          <List.Item>{m.privacy_who_3()}</List.Item>
        </List>
      </InfoSection>
      <InfoSection title={m.privacy_device()}>
        <Text>{m.privacy_device_text()}</Text>
      </InfoSection>
      <InfoSection title={m.privacy_choices()}>
        <Text>{m.privacy_choices_text()}</Text>
      </InfoSection>
    </InfoPage>
  );
}
