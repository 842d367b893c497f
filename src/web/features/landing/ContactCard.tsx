import { Anchor, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import classes from './Landing.module.css';

export const CALL_CENTRE = '+251 11 000 0000';
export const SUPPORT_EMAIL = 'support@birr.et';

export function ContactCard() {
  return (
    <Container size="sm" className={classes.section} id="contact" component="section" aria-labelledby="contact-title">
      <Card withBorder shadow="sm" padding="xl">
        <Stack gap="md" align="center" ta="center">
          <Title order={2} id="contact-title">
            Contact us
          </Title>
          <Text c="dimmed">Questions about a campaign or a donation? We are here to help.</Text>
          <Group gap="xl" justify="center">
            <Group gap="xs">
              <IconPhone size={20} color="var(--mantine-color-birr-8)" aria-hidden />
              <Anchor href={`tel:${CALL_CENTRE.replaceAll(' ', '')}`} fw={600}>
                {CALL_CENTRE}
              </Anchor>
            </Group>
            <Group gap="xs">
              <IconMail size={20} color="var(--mantine-color-birr-8)" aria-hidden />
              <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={600}>
                {SUPPORT_EMAIL}
              </Anchor>
            </Group>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
