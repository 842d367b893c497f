import { m } from '#i18n/paraglide/messages.js';
import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconBrandTelegram, IconBrandWhatsapp, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { publicOrigin, shareLinks } from '#web/lib/share-links';
import { ShareNetworkLinks } from '#web/ui/ShareNetworkLinks';

type Props = { campaignId: string; title: string; words: string | null | undefined };

/** What the donor's friends read first: their own words of support when they left some. */
export const afterGivingMessage = (title: string, words: string | null | undefined) =>
  words?.trim() ? m.thanks_share_message_words({ title, words: words.trim() }) : m.thanks_share_message({ title });

/**
 * Right after a gift, the moment a donor is likeliest to tell others (issue 43): Telegram,
 * WhatsApp, SMS or a copied link to the campaign (each with its `?ref=`), the message prefilled
 * with the donor's own words, theirs to change.
 */
export function AfterGivingShare({ campaignId, title, words }: Props) {
  const [message, setMessage] = useState<string>(() => afterGivingMessage(title, words));
  const clipboard = useClipboard({ timeout: 1500 });
  const links = shareLinks(`${publicOrigin()}/campaign/${campaignId}`, message);
  const networks = [
    { name: 'Telegram', href: links.telegram, Icon: IconBrandTelegram, color: '#229ed9' },
    { name: 'WhatsApp', href: links.whatsapp, Icon: IconBrandWhatsapp, color: '#25d366' },
    { name: 'SMS', href: links.sms, Icon: IconMessage, color: '#2f9e44' },
  ];
  return (
    <Stack gap="sm" w="100%" ta="start">
      <Title order={2} size="h4">
        {m.thanks_share_title()}
      </Title>
      <Text size="sm" c="dimmed">
        {m.thanks_share_intro()}
      </Text>
      <Textarea label={m.thanks_share_words_label()} value={message} onChange={(e) => setMessage(e.currentTarget.value)} autosize minRows={2} maxRows={5} />
      <Group gap="sm" justify="center">
        <ShareNetworkLinks networks={networks} />
        <Button onClick={() => clipboard.copy(`${message} ${links.link}`)} color={clipboard.copied ? 'teal' : undefined} variant="light">
          {clipboard.copied ? m.share_copied() : m.thanks_share_copy()}
        </Button>
      </Group>
    </Stack>
  );
}
