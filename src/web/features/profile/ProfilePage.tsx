import { Alert, Button, Container, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHeartHandshake, IconSettings, IconSpeakerphone, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '#web/lib/use-session';
import { useIsOffline } from '#web/lib/network';
import { DonationHistoryTab } from './DonationHistoryTab';
import { FollowedCampaigns } from './FollowedCampaigns';
import { TreasurerCampaigns } from '../payouts';
import { IdentityCard } from './IdentityCard';
import { MyCampaignsTab } from './MyCampaignsTab';
import { ProfileTab } from './ProfileTab';
import { meQuery } from '#web/lib/me-query';
import { SettingsTab } from './SettingsTab';
import classes from './Profile.module.css';
import { m } from '#i18n/paraglide/messages.js';

export const PROFILE_TABS = [
  { value: 'profile', label: m.profile_tab_profile, short: m.profile_tab_profile, icon: IconUser },
  { value: 'campaigns', label: m.profile_tab_campaigns, short: m.profile_tab_campaigns_short, icon: IconSpeakerphone },
  { value: 'donations', label: m.profile_tab_donations, short: m.profile_tab_donations_short, icon: IconHeartHandshake },
  { value: 'settings', label: m.profile_tab_settings, short: m.profile_tab_settings, icon: IconSettings },
] as const;
type TabValue = (typeof PROFILE_TABS)[number]['value'];
const isTab = (v: string | null): v is TabValue => PROFILE_TABS.some((t) => t.value === v);

/**
 * The signed-in user's own area: four tabs, a left menu on wide screens and a tab bar on phones.
 * The tab lives in the address (?tab=campaigns), so the navbar's items open the right one.
 * Signed-out visitors go to sign in (the spec leaves it open; a profile without a user is empty).
 */
export function ProfilePage() {
  const location = useLocation();
  const { signedIn, user, restoring } = useSession();
  if (restoring) return <div style={{ minHeight: '60vh' }} aria-busy="true" aria-label={m.profile_loading()} />;
  if (!signedIn || !user || user.isActive === false) {
    return <Navigate to="/auth/signin" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (user.isVerified === false) return <Navigate to="/auth/verify" replace />;
  return <ProfileArea identifier={user.identifier} />;
}

function ProfileArea({ identifier }: { identifier: string }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab')?.toLowerCase() ?? null;
  const tab: TabValue = isTab(requested) ? requested : 'profile';
  // The spec's breakpoint: under 1024 px the menu becomes a tab bar.
  const wide = useMediaQuery('(min-width: 64em)', true, { getInitialValueInEffect: false });
  const { data: me, error, isPending, refetch, isFetching } = useQuery({ ...meQuery(identifier), refetchOnMount: 'always' });
  const offline = useIsOffline();

  const select = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(value === 'profile' ? {} : { tab: value }, { replace: true, preventScrollReset: true });
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} className={classes.heading}>
        {m.profile_heading()}
      </Title>
      <Tabs
        value={tab}
        onChange={select}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant={wide ? 'pills' : 'default'}
        keepMounted={false}
        classNames={{
          list: wide ? classes.menu : classes.bar,
          tab: wide ? undefined : classes.barTab,
          tabLabel: wide ? classes.menuLabel : undefined,
          panel: classes.panel,
        }}
      >
        <Tabs.List aria-label={m.profile_sections()} grow={!wide}>
          {PROFILE_TABS.map(({ value, label, short, icon: Icon }) =>
            wide ? (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={18} aria-hidden />}>
                {label()}
              </Tabs.Tab>
            ) : (
              // Phones: the icon over a short label, all four in one row; the full name for screen readers.
              <Tabs.Tab key={value} value={value} aria-label={label()}>
                <Stack gap={2} align="center">
                  <Icon size={20} aria-hidden />
                  <span>{short()}</span>
                </Stack>
              </Tabs.Tab>
            ),
          )}
        </Tabs.List>
        {PROFILE_TABS.map(({ value }) => (
          <Tabs.Panel key={value} value={value}>
            {isPending && offline ? (
              // Personal data is never saved on the device, so there is nothing to show offline.
              <Alert color="gray" title={m.profile_offline_title()}>
                {m.profile_offline_text()}
              </Alert>
            ) : isPending ? (
              <Stack align="center" py={60}>
                <Loader aria-label={m.profile_loading_profile()} />
              </Stack>
            ) : !me ? (
              <Alert color="red" title={m.profile_load_failed()}>
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">{error?.message ?? m.profile_unexpected()}</Text>
                  <Button size="xs" variant="light" color="red" onClick={() => void refetch()} loading={isFetching}>
                    {m.profile_try_again()}
                  </Button>
                </Stack>
              </Alert>
            ) : value === 'profile' ? (
              <Stack gap="md">
                <ProfileTab me={me} identifier={identifier} />
                <IdentityCard />
              </Stack>
            ) : value === 'campaigns' ? (
              <>
                <MyCampaignsTab me={me} />
                <TreasurerCampaigns />
              </>
            ) : value === 'donations' ? (
              <>
                <DonationHistoryTab donations={me.Donation} />
                <FollowedCampaigns />
              </>
            ) : (
              <SettingsTab googleOnly={me.googleOnly} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
