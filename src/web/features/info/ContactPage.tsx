import { m } from '#i18n/paraglide/messages.js';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CALL_CENTRE, SUPPORT_EMAIL } from '../landing';
import { rich } from '#web/lib/parts';
import { InfoPage, InfoSection } from './InfoPage';

export function ContactPage() {
  return (
    <InfoPage title={m.contact_page_title()}>
      <Text>{m.contact_page_intro()}</Text>
      <InfoSection title={m.contact_call()}>
        <Anchor href={`tel:${CALL_CENTRE.replaceAll(' ', '')}`} fw={600}>
          {CALL_CENTRE}
        </Anchor>
      </InfoSection>
      <InfoSection title={m.contact_write()}>
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={600}>
          {SUPPORT_EMAIL}
        </Anchor>
        <Text size="sm" c="dimmed">
          {m.contact_write_hint()}
        </Text>
      </InfoSection>
      <InfoSection title={m.contact_report()}>
        <Text>{m.contact_report_text()}</Text>
      </InfoSection>
      <Text size="sm">
        {rich((i) => m.contact_see_also(i), {
          terms: (
            <Anchor component={Link} to="/terms">
              {m.terms_title()}
            </Anchor>
          ),
          privacy: (
            <Anchor component={Link} to="/privacy">
              {m.privacy_title()}
            </Anchor>
          ),
        })}
      </Text>
    </InfoPage>
  );
}
