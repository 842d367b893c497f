import { m } from '#i18n/paraglide/messages.js';
import { List, Text } from '@mantine/core';
import { LEDGER_RETENTION_YEARS } from '#contract/retention';
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
      <InfoSection title={m.privacy_retention()}>
        <List spacing="xs">
          <List.Item>{m.privacy_retention_account()}</List.Item>
          <List.Item>{m.privacy_retention_money({ years: LEDGER_RETENTION_YEARS })}</List.Item>
          <List.Item>{m.privacy_retention_sessions()}</List.Item>
          <List.Item>{m.privacy_retention_short()}</List.Item>
          <List.Item>{m.privacy_retention_audit()}</List.Item>
        </List>
      </InfoSection>
      <InfoSection title={m.privacy_rights()}>
        <Text>{m.privacy_rights_law()}</Text>
        <List spacing="xs">
          <List.Item>{m.privacy_rights_download()}</List.Item>
          <List.Item>{m.privacy_rights_delete()}</List.Item>
        </List>
        <Text>{m.privacy_choices_text()}</Text>
      </InfoSection>
    </InfoPage>
  );
}
