import { m } from '#i18n/paraglide/messages.js';
import { List, Text } from '@mantine/core';
import { InfoPage, InfoSection } from './InfoPage';

export function TermsPage() {
  return (
    <InfoPage title={m.terms_title()} updated={m.info_updated_date()}>
      <Text>{m.terms_intro()}</Text>
      <InfoSection title={m.terms_campaigns()}>
        <List spacing="xs">
          <List.Item>{m.terms_campaigns_1()}</List.Item>
          <List.Item>{m.terms_campaigns_2()}</List.Item>
          <List.Item>{m.terms_campaigns_3()}</List.Item>
        </List>
      </InfoSection>
      <InfoSection title={m.terms_donations()}>
        <List spacing="xs">
          <List.Item>{m.terms_donations_1()}</List.Item>
          <List.Item>{m.terms_donations_2()}</List.Item>
          <List.Item>{m.terms_donations_3()}</List.Item>
        </List>
      </InfoSection>
      <InfoSection title={m.terms_account()}>
        <Text>{m.terms_account_text()}</Text>
      </InfoSection>
    </InfoPage>
  );
}
