import { m } from '#i18n/paraglide/messages.js';
import { Button, Group, Text } from '@mantine/core';
import { showToast } from '#web/lib/toast';

export const UPDATE_NOTICE_ID = 'birr-update';

/** The notice for a waiting service worker: stays until the user reloads or closes it. */
export function showUpdateNotice(reload: () => void) {
  void showToast({
    id: UPDATE_NOTICE_ID,
    title: m.update_title(),
    autoClose: false,
    withCloseButton: true,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap" mt={4}>
        <Text size="sm" c="dimmed">
          {m.update_text()}
        </Text>
        <Button size="xs" onClick={reload}>
          {m.update_reload()}
        </Button>
      </Group>
    ),
  });
}
