import { m } from '#i18n/paraglide/messages.js';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconBrandFacebook, IconBrandTelegram, IconBrandWhatsapp, IconMessage, IconPrinter, IconShare } from '@tabler/icons-react';
import { Link } from 'react-router';
import { shareLinks } from '#web/lib/share-links';
import { ShareNetworkLinks } from '#web/ui/ShareNetworkLinks';
import { campaignUrl, publicOrigin } from './media';

const COPIED_MS = 1500;

/** `path`: another page of the campaign to share (a team's, issue 44); the campaign's own by default. */
/** `onLeave`: the dialog closes as its poster link opens the poster in its place (Back then returns to the page). */
type Props = { opened: boolean; onClose: () => void; onLeave: () => void; campaignId: string; title: string; path?: string };

/** The words a shared link travels with (WhatsApp, SMS, Telegram and the device's own sheet). */
export const shareMessage = (title: string) => m.share_message({ title });

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export function ShareModal({ opened, onClose, onLeave, campaignId, title, path }: Props) {
  const clipboard = useClipboard({ timeout: COPIED_MS });
  // Each way out names itself in the link (`?ref=`, issue 44), so the organiser sees what works;
  // the copied link and the device's own sheet (which cannot say where it went) are `link`.
  const base = path ? `${publicOrigin()}${path}` : campaignUrl(campaignId);
  const message = shareMessage(title);
  const links = shareLinks(base, message);
  const url = links.link;
  const networks = [
    { name: 'WhatsApp', href: links.whatsapp, Icon: IconBrandWhatsapp, color: '#25d366' },
    { name: 'Telegram', href: links.telegram, Icon: IconBrandTelegram, color: '#229ed9' },
    { name: 'SMS', href: links.sms, Icon: IconMessage, color: '#2f9e44' },
    { name: 'Facebook', href: links.facebook, Icon: IconBrandFacebook, color: '#1877f2' },
  ];
  const shareNatively = () =>
    navigator.share({ title, text: message, url }).catch(() => {
      // Cancelled, or the device refused: the options below are still here.
    });

  return (
    <Modal opened={opened} onClose={onClose} title={m.share_title()} centered>
      <Stack>
        <Text size="sm" c="dimmed" lineClamp={2} translate="no">
          {title}
        </Text>
        {canShareNatively() && (
          <Button leftSection={<IconShare size={18} aria-hidden />} onClick={() => void shareNatively()} size="md">
            {m.share_native()}
          </Button>
        )}
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput label={m.share_link()} value={url} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
          <Button onClick={() => clipboard.copy(url)} color={clipboard.copied ? 'teal' : undefined} miw={92}>
            {clipboard.copied ? m.share_copied() : m.share_copy()}
          </Button>
        </Group>
        <Group justify="center" gap="lg">
          <ShareNetworkLinks networks={networks} />
        </Group>
        <Button component={Link} to={`/campaign/${campaignId}/poster`} replace variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={onLeave}>
          {m.share_poster()}
        </Button>
      </Stack>
    </Modal>
  );
}
