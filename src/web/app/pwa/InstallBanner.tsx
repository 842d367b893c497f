import { m } from '#i18n/paraglide/messages.js';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { SLOT, withParts } from '#web/lib/parts';
import { dismissInstallOffer, promptInstall, type InstallOffer } from './install-prompt';

/** A small card at the bottom of the screen: "Install app", or how to add Birr on iOS. */
export function InstallBanner({ offer }: { offer: NonNullable<InstallOffer> }) {
  return (
    <Paper
      role="region"
      aria-label={m.install_label()}
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="fixed"
      left={12}
      right={12}
      style={{
        zIndex: 250,
        maxWidth: 420,
        marginInline: 'auto',
        // Above the Donate bar and the offline notice when they show (#web/ui/bottom-inset.ts).
        bottom: 'calc(var(--birr-donate-bar, 0px) + var(--birr-offline-banner, 0px) + 12px)',
      }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <img src="/icons/icon-192.png" width={40} height={40} alt="" style={{ borderRadius: 10, flexShrink: 0 }} />
        {offer.kind === 'prompt' ? (
          <>
            <Text size="sm" style={{ flex: 1 }}>
              {m.install_pitch()}
            </Text>
            <Button size="xs" onClick={() => void promptInstall()}>
              {m.install_button()}
            </Button>
          </>
        ) : (
          <Text size="sm" style={{ flex: 1 }}>
            {withParts(m.install_ios({ action: SLOT }), <strong>{m.install_ios_action()}</strong>)}
          </Text>
        )}
        <CloseButton size="sm" aria-label={m.install_not_now()} onClick={dismissInstallOffer} />
      </Group>
    </Paper>
  );
}
