import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconChevronDown,
  IconClipboardCheck,
  IconGauge,
  IconLanguage,
  IconLayoutGrid,
  IconLogout,
  IconPlus,
  IconSpeakerphone,
  IconUser,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { getStoredUser, isAdmin, setStoredUser } from '#web/lib/session';
import { LogoutConfirm } from './LogoutConfirm';
import { meQuery } from '#web/lib/me-query';
import { DEFAULT_AVATAR } from '#web/lib/avatar';
import { LANGUAGE_NAMES, LOCALES } from '#i18n/locale';
import { m } from '#i18n/paraglide/messages.js';
import { pageLocale, switchLanguage } from '#web/lib/locale';
import { openInLanguage, otherAccountLanguage, takeGoogleReturn } from './account-language';

/** Signed-in corner of the navbar: avatar + greeting, a dropdown, and the logout confirmation. */
export function UserMenu({ identifier, light }: { identifier: string; light?: boolean }) {
  // The spec's mobile breakpoint: under 1024 px the menu also carries the main links.
  const desktop = useMediaQuery('(min-width: 64em)', true, { getInitialValueInEffect: false });
  const [confirming, { open: confirm, close: cancel }] = useDisclosure(false);
  // Failures are ignored silently (spec section 4): the greeting falls back to what is stored.
  const { data: me } = useQuery(meQuery(identifier));
  const stored = getStoredUser();

  useEffect(() => {
    // Kept with the stored user so other screens (the donation form) can use the name.
    if (me && stored && (stored.firstName !== me.firstName || stored.profilePicture !== me.profilePicture)) {
      setStoredUser({ ...stored, firstName: me.firstName, profilePicture: me.profilePicture });
    }
  }, [me, stored]);

  useEffect(() => {
    // Back from Google's sign-in: the app comes up in the account's language, if it chose one.
    if (!me || !takeGoogleReturn()) return;
    const locale = otherAccountLanguage(me.locale);
    if (locale) openInLanguage(locale, window.location.href);
  }, [me]);

  const firstName = me?.firstName ?? stored?.firstName;
  const picture = me?.profilePicture ?? stored?.profilePicture ?? DEFAULT_AVATAR;

  return (
    <>
      <Menu position="bottom-end" width={210} shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={m.menu_label()} style={{ color: 'inherit' }}>
            <Group gap={8} wrap="nowrap">
              <Avatar src={picture} alt="" radius="xl" size={36} />
              {firstName && (
                <Text fw={600} inherit style={{ whiteSpace: 'nowrap' }}>
                  {m.menu_hello()} <span translate="no">{firstName}</span>
                </Text>
              )}
              <IconChevronDown size={16} color={light ? 'white' : undefined} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {!desktop && (
            <Menu.Item component={Link} to="/campaigns" leftSection={<IconLayoutGrid size={16} />}>
              {m.menu_campaigns()}
            </Menu.Item>
          )}
          {!desktop && (
            <Menu.Item component={Link} to="/profile?tab=campaigns" leftSection={<IconSpeakerphone size={16} />}>
              {m.menu_my_campaigns()}
            </Menu.Item>
          )}
          <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
            {m.menu_profile()}
          </Menu.Item>
          {!desktop && (
            <Menu.Item component={Link} to="/campaign/create" leftSection={<IconPlus size={16} />}>
              {m.menu_create()}
            </Menu.Item>
          )}
          {isAdmin() && (
            <Menu.Item component={Link} to="/admin/review" leftSection={<IconClipboardCheck size={16} />}>
              {m.menu_review()}
            </Menu.Item>
          )}
          {isAdmin() && (
            <Menu.Item component={Link} to="/admin" leftSection={<IconGauge size={16} />}>
              {m.menu_console()}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Label>{m.menu_language()}</Menu.Label>
          {LOCALES.filter((l) => l !== pageLocale).map((locale) => (
            <Menu.Item key={locale} lang={locale} leftSection={<IconLanguage size={16} />} onClick={() => void switchLanguage(locale)}>
              {LANGUAGE_NAMES[locale]}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={confirm}>
            {m.menu_logout()}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      <LogoutConfirm opened={confirming} onClose={cancel} />
    </>
  );
}
