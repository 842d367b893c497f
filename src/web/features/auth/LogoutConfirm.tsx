import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { logout } from './logout';
import { m } from '#i18n/paraglide/messages.js';

/** The spec's logout confirmation ("Confirm Logout"), shared by the navbar menu and the profile's Settings. */
export function LogoutConfirm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={m.logout_title()} centered size="sm">
      <Text>{m.logout_question()}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={leaving}>
          {m.logout_cancel()}
        </Button>
        <Button
          color="red"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void logout(queryClient);
          }}
        >
          {m.logout_button()}
        </Button>
      </Group>
    </Modal>
  );
}
