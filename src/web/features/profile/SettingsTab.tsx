import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconLanguage, IconLogout, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { passwordChangeProblem } from '#contract/user';
import { OFFLINE_ACTION_MESSAGE, useIsOffline } from '#web/lib/network';
import { LogoutConfirm } from '../auth';
import { changePassword } from './queries';
import { downloadMyData } from './account-data';
import { DeleteAccountModal } from './DeleteAccountModal';
import { NotificationsCard } from './NotificationsCard';
import { TelegramCard } from './TelegramCard';
import { LANGUAGE_NAMES, LOCALES } from '#i18n/locale';
import { pageLocale, switchLanguage } from '#web/lib/locale';
import { m } from '#i18n/paraglide/messages.js';

type Values = { oldPassword: string; newPassword: string; passwordConfirm: string };
const EMPTY: Values = { oldPassword: '', newPassword: '', passwordConfirm: '' };

/** Spec: Change Password (each field with a show/hide toggle) and a logout button. */
export function SettingsTab({ googleOnly }: { googleOnly: boolean }) {
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {m.settings_heading()}
      </Title>
      <LanguageCard />
      <NotificationsCard />
      <TelegramCard />
      {!googleOnly ? (
        <ChangePasswordForm />
      ) : (
        <SettingsCard title={m.settings_change_password()} text={m.pw_no_password()} />
      )}
      <LogoutCard />
      <DownloadDataCard />
      <DeleteAccountCard googleOnly={googleOnly} />
    </Stack>
  );
}

/** One setting: its title and what it does, then its controls (below, or `action` beside the words). */
function SettingsCard({ title, text, action, children }: { title: string; text: string; action?: ReactNode; children?: ReactNode }) {
  const words = (
    <Stack gap={4} mb={children ? 'md' : undefined}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
  return (
    <Card withBorder radius="md" padding="lg">
      {action ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          {words}
          {action}
        </Group>
      ) : (
        words
      )}
      {children}
    </Card>
  );
}

function ChangePasswordForm() {
  const offline = useIsOffline();
  const [done, setDone] = useState(false);
  const form = useForm<Values>({
    initialValues: EMPTY,
    // The spec checks these before any call is made; the server runs the same rule.
    validate: (v) => {
      const problem = passwordChangeProblem(v);
      return problem ? { form: problem } : {};
    },
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
      setDone(true);
    },
  });
  const problem = form.errors.form ?? (mutation.error ? mutation.error.message || m.pw_failed() : null);

  return (
    <SettingsCard title={m.settings_change_password()} text={m.settings_password_note()}>
      <form
        noValidate
        onSubmit={form.onSubmit((v) => {
          setDone(false);
          mutation.reset();
          mutation.mutate(v);
        })}
      >
        <Stack gap="sm" maw={420}>
          <PasswordInput label={m.settings_current_password()} autoComplete="current-password" {...form.getInputProps('oldPassword')} />
          <PasswordInput label={m.settings_new_password()} autoComplete="new-password" {...form.getInputProps('newPassword')} />
          <PasswordInput label={m.settings_confirm_password()} autoComplete="new-password" {...form.getInputProps('passwordConfirm')} />
          {problem && (
            <Text c="red" size="sm" role="alert">
              {problem}
            </Text>
          )}
          {done && (
            <Alert color="green" variant="light" role="status">
              {m.pw_updated()}
            </Alert>
          )}
          <Group>
            <Button type="submit" disabled={mutation.isPending || offline}>
              {offline ? OFFLINE_ACTION_MESSAGE : mutation.isPending ? m.settings_updating() : m.settings_update_password()}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}

/** The language Birr speaks to this person: remembered on the device and for the account (PUT /user/locale). */
function LanguageCard() {
  const [switching, setSwitching] = useState(false);
  return (
    <SettingsCard title={m.settings_language_title()} text={m.settings_language_text()}>
      <Group gap="sm" role="group" aria-label={m.settings_language_title()}>
        {LOCALES.map((locale) => (
          <Button
            key={locale}
            lang={locale}
            variant={locale === pageLocale ? 'filled' : 'default'}
            aria-pressed={locale === pageLocale}
            leftSection={locale === pageLocale ? <IconLanguage size={16} aria-hidden /> : undefined}
            loading={switching && locale !== pageLocale}
            onClick={() => {
              if (locale === pageLocale) return;
              setSwitching(true);
              void switchLanguage(locale);
            }}
          >
            {LANGUAGE_NAMES[locale]}
          </Button>
        ))}
      </Group>
    </SettingsCard>
  );
}

function LogoutCard() {
  const [confirming, { open, close }] = useDisclosure(false);
  return (
    <>
      <SettingsCard
        title={m.settings_logout_title()}
        text={m.settings_logout_text()}
        action={
          <Button color="red" variant="light" leftSection={<IconLogout size={16} aria-hidden />} onClick={open}>
            {m.settings_logout()}
          </Button>
        }
      />
      <LogoutConfirm opened={confirming} onClose={close} />
    </>
  );
}

/** Everything Birr holds about this person, as one file (issue 46). */
function DownloadDataCard() {
  const offline = useIsOffline();
  const download = useMutation({ mutationFn: downloadMyData });
  return (
    <SettingsCard title={m.settings_data_title()} text={m.settings_data_text()}>
      <Stack gap="xs" align="flex-start">
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} loading={download.isPending} disabled={offline} onClick={() => download.mutate()}>
          {offline ? OFFLINE_ACTION_MESSAGE : m.settings_data_button()}
        </Button>
        {download.error && (
          <Text c="red" size="sm" role="alert">
            {download.error.message || m.settings_data_failed()}
          </Text>
        )}
      </Stack>
    </SettingsCard>
  );
}

function DeleteAccountCard({ googleOnly }: { googleOnly: boolean }) {
  const [confirming, { open, close }] = useDisclosure(false);
  return (
    <>
      <SettingsCard
        title={m.settings_delete_title()}
        text={m.settings_delete_text()}
        action={
          <Button color="red" variant="outline" leftSection={<IconTrash size={16} aria-hidden />} onClick={open}>
            {m.settings_delete_button()}
          </Button>
        }
      />
      <DeleteAccountModal opened={confirming} onClose={close} googleOnly={googleOnly} />
    </>
  );
}
