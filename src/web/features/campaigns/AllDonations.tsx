import { m } from '#i18n/paraglide/messages.js';
import { Modal } from '@mantine/core';
import type { PublicDonation } from '#contract/donation';
import { DonationList } from './DonationList';

/** "See all": every donation the server lists, in a dialog of its own (the page has no scroll box inside it). */
export default function AllDonations({ donations, onClose }: { donations: PublicDonation[]; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={m.recent_all_title()} centered>
      <DonationList donations={donations} />
    </Modal>
  );
}
