import { m } from '#i18n/paraglide/messages.js';
import { Suspense } from 'react';
import { IconFlag } from '@tabler/icons-react';
import { lazyMantine } from '#web/ui/lazy-mantine';
import css from './CampaignDetail.module.css';
import { useLazyDialog } from '#web/ui/use-lazy-dialog';

// The form (and Mantine with it) loads on first use.
const ReportModal = lazyMantine(() => import('./ReportModal').then((m) => m.ReportModal));

/** "Report" on every campaign page; its form loads on first use. */
export function ReportLink({ campaignId, title }: { campaignId: string; title: string }) {
  const dialog = useLazyDialog();
  return (
    <>
      <button
        type="button"
        className={css.reportLink}
        onClick={dialog.open}
      >
        <IconFlag size={14} aria-hidden />
        {m.report_link()}
      </button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <ReportModal opened={dialog.opened} onClose={dialog.close} campaignId={campaignId} title={title} />
        </Suspense>
      )}
    </>
  );
}
