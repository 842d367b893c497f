import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconBrandFacebook, IconBrandInstagram, IconBrandTelegram } from '@tabler/icons-react';
import { campaignUrl } from './media';

const COPIED_MS = 1500;

type Props = { opened: boolean; onClose: () => void; campaignId: string; title: string };

export function ShareModal({ opened, onClose, campaignId, title }: Props) {
  const clipboard = useClipboard({ timeout: COPIED_MS });
  const url = campaignUrl(campaignId);
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const networks = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: IconBrandFacebook, color: '#1877f2' },
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}`, icon: IconBrandTelegram, color: '#229ed9' },
    // Instagram has no web share endpoint; it opens Instagram with the link copied above.
    { name: 'Instagram', href: 'https://www.instagram.com/', icon: IconBrandInstagram, color: '#e1306c' },
  ];

  return (
    <Modal opened={opened} onClose={onClose} title="Share this campaign" centered>
      <Stack>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {title}
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Campaign link"
            value={url}
            readOnly
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button onClick={() => clipboard.copy(url)} color={clipboard.copied ? 'teal' : undefined} miw={92}>
            {clipboard.copied ? 'Copied!' : 'Copy'}
          </Button>
        </Group>
        <Group justify="center" gap="lg">
          {networks.map(({ name, href, icon: Icon, color }) => (
            <ActionIcon
              key={name}
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${name}`}
              size={48}
              radius="xl"
              variant="light"
              color={color}
            >
              <Icon size={26} />
            </ActionIcon>
          ))}
        </Group>
      </Stack>
    </Modal>
  );
}
