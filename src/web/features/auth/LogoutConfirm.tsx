import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { logout } from './logout';

/** The spec's logout confirmation ("Confirm Logout"), shared by the navbar menu and the profile's Settings. */
export function LogoutConfirm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title="Confirm Logout" centered size="sm">
      <Text>Are you sure you want to log out?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={leaving}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void logout(queryClient);
          }}
        >
          Logout
        </Button>
      </Group>
    </Modal>
  );
}
