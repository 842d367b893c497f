import { m } from '#i18n/paraglide/messages.js';
import { ActionIcon } from '@mantine/core';
import type { ComponentType } from 'react';

export type ShareNetwork = { name: string; href: string; Icon: ComponentType<{ size?: number }>; color: string };

/** One round button a network (WhatsApp, Telegram, SMS…), each a link; SMS opens in place, the others in a new tab. */
export function ShareNetworkLinks({ networks }: { networks: ShareNetwork[] }) {
  return networks.map(({ name, href, Icon, color }) => (
    <ActionIcon
      key={name}
      component="a"
      href={href}
      target={name === 'SMS' ? undefined : '_blank'}
      rel="noopener noreferrer"
      aria-label={m.share_on({ network: name })}
      size={48}
      radius="xl"
      variant="light"
      color={color}
    >
      <Icon size={26} />
    </ActionIcon>
  ));
}
