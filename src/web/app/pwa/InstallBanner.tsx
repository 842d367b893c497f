import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useIsOffline } from '../../lib/network';
import { dismissInstallOffer, promptInstall, type InstallOffer } from './install-prompt';

/** A small card at the bottom of the screen: "Install app", or how to add Birr on iOS. */
export function InstallBanner({ offer }: { offer: NonNullable<InstallOffer> }) {
  // Sits above the offline notice when both show.
  const offline = useIsOffline();
  return (
    <Paper
      role="region"
      aria-label="Install Birr"
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="fixed"
      left={12}
      right={12}
      bottom={offline ? 44 : 12}
      style={{ zIndex: 250, maxWidth: 420, marginInline: 'auto' }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <img src="/icons/icon-192.png" width={40} height={40} alt="" style={{ borderRadius: 10, flexShrink: 0 }} />
        {offer.kind === 'prompt' ? (
          <>
            <Text size="sm" style={{ flex: 1 }}>
              Install Birr: opens fast, works offline.
            </Text>
            <Button size="xs" onClick={() => void promptInstall()}>
              Install app
            </Button>
          </>
        ) : (
          <Text size="sm" style={{ flex: 1 }}>
            To install Birr, tap the Share button, then <strong>Add to Home Screen</strong>.
          </Text>
        )}
        <CloseButton size="sm" aria-label="Not now" onClick={dismissInstallOffer} />
      </Group>
    </Paper>
  );
}
