import { m } from '#i18n/paraglide/messages.js';
import { Suspense, lazy, useState } from 'react';
import { IconFlag } from '@tabler/icons-react';
import { Anchor, Group } from '@mantine/core';

const ReportModal = lazy(() => import('./ReportModal').then((m) => ({ default: m.ReportModal })));

/** "Report" on every campaign page; its form loads on first use. */
export function ReportLink({ campaignId, title }: { campaignId: string; title: string }) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        c="dimmed"
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
      >
        <Group gap={4} component="span">
          <IconFlag size={14} aria-hidden />
          {m.report_link()}
        </Group>
      </Anchor>
      {mounted && (
        <Suspense fallback={null}>
          <ReportModal opened={opened} onClose={() => setOpened(false)} campaignId={campaignId} title={title} />
        </Suspense>
      )}
    </>
  );
}
