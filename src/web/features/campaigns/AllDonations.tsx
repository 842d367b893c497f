import { Modal } from '@mantine/core';
import type { PublicDonation } from '../../../contract/donation';
import { DonationList } from './DonationList';

/** "See all": every donation the server lists, in a dialog of its own (the page has no scroll box inside it). */
export default function AllDonations({ donations, onClose }: { donations: PublicDonation[]; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="All recent donations" centered>
      <DonationList donations={donations} />
    </Modal>
  );
}
