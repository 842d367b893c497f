import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_REASON_MAX, DeactivateBody, type AdminUser } from '#contract/admin';
import { ReasonModal } from '#web/ui/ReasonModal';
import { m } from '#i18n/paraglide/messages.js';
import { ConfirmModal } from './ConfirmModal';
import { deactivatePerson, reactivatePerson, setPersonRole, type PersonChange } from './console-api';
import { fullName } from './PeoplePage';

/** Every console list and this person: what a change may have changed. */
const REFRESH = ['admin'];

const told = (r: PersonChange) => m.con_changed({ message: r.message, campaigns: r.data.campaignsChanged, payouts: r.data.withdrawalsChanged });

type Open = 'deactivate' | 'reactivate' | 'role' | null;

/**
 * What a reviewer can do to an account: deactivate it with a reason, or reactivate it; grant or
 * take the reviewer's role, once confirmed. The server refuses some (themselves, the operator's
 * account, a change already made): its words show in the dialog.
 */
export function PersonActions({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const name = fullName(user);
  const reviewer = user.role === 'ADMIN';
  return (
    <>
      <Group gap="xs">
        {user.isActive ? (
          <Button color="red" onClick={() => setOpen('deactivate')}>
            {m.con_deactivate()}
          </Button>
        ) : (
          <Button color="green" onClick={() => setOpen('reactivate')}>
            {m.con_reactivate()}
          </Button>
        )}
        <Button variant="default" onClick={() => setOpen('role')}>
          {reviewer ? m.con_take_reviewer() : m.con_make_reviewer()}
        </Button>
      </Group>
      <ReasonModal
        opened={open === 'deactivate'}
        onClose={close}
        title={m.con_deactivate_title()}
        schema={DeactivateBody}
        maxLength={ADMIN_REASON_MAX}
        send={(reason) => deactivatePerson(user.id, reason)}
        told={told}
        refresh={REFRESH}
      >
        {m.con_deactivate_text()}
      </ReasonModal>
      <ConfirmModal
        opened={open === 'reactivate'}
        onClose={close}
        title={m.con_reactivate()}
        text={m.con_confirm_reactivate({ name })}
        send={() => reactivatePerson(user.id)}
        told={told}
        refresh={REFRESH}
      />
      <ConfirmModal
        opened={open === 'role'}
        onClose={close}
        title={reviewer ? m.con_take_reviewer() : m.con_make_reviewer()}
        text={reviewer ? m.con_confirm_take({ name }) : m.con_confirm_make({ name })}
        send={() => setPersonRole(user.id, reviewer ? 'USER' : 'ADMIN')}
        told={told}
        refresh={REFRESH}
      />
    </>
  );
}
