import { m } from '#i18n/paraglide/messages.js';
import { Suspense } from 'react';
import { IconMail } from '@tabler/icons-react';
import { lazyMantine } from '#web/ui/lazy-mantine';
import { useLazyDialog } from '#web/ui/use-lazy-dialog';
import { currentUserId } from '#web/lib/session';
import type { Campaign } from '#contract/campaign';
import css from './CampaignDetail.module.css';

// The form (and Mantine with it) loads on first use.
const ContactOrganiserModal = lazyMantine(() => import('./ContactOrganiserModal').then((m) => m.ContactOrganiserModal));

/** "Contact the organiser": a message Birr passes on without showing their address. Not on one's own campaign. */
export function ContactOrganiserLink({ campaign }: { campaign: Campaign }) {
  const dialog = useLazyDialog();
  if (campaign.user.deleted || currentUserId() === campaign.user.id) return null;
  return (
    <>
      <button type="button" className={css.reportLink} style={{ marginInlineEnd: 'var(--mantine-spacing-md)' }} onClick={dialog.open}>
        <IconMail size={14} aria-hidden />
        {m.contact_org_link()}
      </button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <ContactOrganiserModal opened={dialog.opened} onClose={dialog.close} campaignId={campaign.id} title={campaign.title} />
        </Suspense>
      )}
    </>
  );
}
