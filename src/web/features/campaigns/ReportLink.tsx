import { m } from '#i18n/paraglide/messages.js';
import { Suspense, useState } from 'react';
import { IconFlag } from '@tabler/icons-react';
import { lazyMantine } from '#web/ui/lazy-mantine';
import css from './CampaignDetail.module.css';

// The form (and Mantine with it) loads on first use.
const ReportModal = lazyMantine(() => import('./ReportModal').then((m) => m.ReportModal));

/** "Report" on every campaign page; its form loads on first use. */
export function ReportLink({ campaignId, title }: { campaignId: string; title: string }) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={css.reportLink}
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
      >
        <IconFlag size={14} aria-hidden />
        {m.report_link()}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ReportModal opened={opened} onClose={() => setOpened(false)} campaignId={campaignId} title={title} />
        </Suspense>
      )}
    </>
  );
}
