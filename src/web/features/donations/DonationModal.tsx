import { m } from '#i18n/paraglide/messages.js';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { WORDS_MAX } from '#contract/live-campaign';
import { MAX_DONATION } from '#contract/donation';
import { formatBr } from '#contract/money';
import { isEmail } from '#contract/patterns';
import { offlineMessage, useIsOffline } from '#web/lib/network';
import { SLOT, withParts } from '#web/lib/parts';
import { canRefresh, getSession } from '#web/lib/session';
import { meQuery } from '#web/lib/me-query';
import { checkoutOpensHere, donationOptionsQuery, openCheckout, startDonation } from './donation-api';
import { donationBody, donationErrors, type DonationValues as Values } from './donation-form';
import { DirectChargeFields } from './DirectChargeFields';
import { DirectChargeStatus } from './DirectChargeStatus';
import { useDirectCharge } from './use-direct-charge';
import { coverFeeLabel, feeNote, submitLabel, typedCents } from './fee-note';
import { CurrencyChoice } from './CurrencyChoice';

type Props = {
  opened: boolean;
  onClose: () => void;
  campaignId: string;
  campaignTitle: string;
  /** The checkout opened: the page refreshes its numbers when the donor comes back. */
  onCheckoutOpened?: () => void;
  /** The team page the gift is made through (issue 44). */
  teamId?: string;
  /**
   * Drawn (hidden) before it is first opened: the page renders the form at idle, so a tap only
   * shows it (on a slow phone its first render took most of a second; issue 43).
   */
  keepMounted?: boolean;
};

/** One tap for the usual gifts; "Other" is the amount field below them. */
const PRESETS = [100, 500, 1000];

/**
 * Spec: first name, last name, email and amount, amount > 0; prefilled for a signed-in user. The
 * email is asked only when the payment provider needs one (a donor who signed up with a phone
 * number has none to give).
 */
export function DonationModal({ opened, onClose, campaignId, campaignTitle, onCheckoutOpened, teamId, keepMounted }: Props) {
  const session = getSession();
  const user = session.user;
  const offline = useIsOffline();
  const [failure, setFailure] = useState<string | null>(null);
  const options = useQuery(donationOptionsQuery);
  // A wallet paid on this page (issue 43) needs no email; the hosted checkout may.
  const wallet = useDirectCharge(campaignId, teamId, session.signedIn || canRefresh());
  const emailRequired = (options.data?.requiredFields.includes('email') ?? true) && !wallet.method;
  const form = useForm<Values>({
    initialValues: {
      donorFirstName: user?.firstName ?? '',
      donorLastName: '',
      email: user?.identifier && isEmail(user.identifier) ? user.identifier : '',
      amount: '',
      isAnonymous: false,
      // Never preselected (issue 42): the donor chooses to add the fee.
      coverFee: false,
      message: '',
      followUpdates: true,
    },
    // The contract's DonationRequest, as the server reads it: the same rules and messages.
    validate: (values) => donationErrors(values, emailRequired),
  });

  // A signed-in donor's names and email come from their account (the token carries no names).
  const me = useQuery({ ...meQuery(user?.identifier ?? ''), enabled: session.signedIn && !!user });
  useEffect(() => {
    if (!me.data) return;
    const fill: Partial<Values> = {};
    if (!form.values.donorFirstName) fill.donorFirstName = me.data.firstName;
    if (!form.values.donorLastName) fill.donorLastName = me.data.lastName;
    if (!form.values.email && me.data.email) fill.email = me.data.email;
    if (Object.keys(fill).length) {
      form.setValues(fill);
      form.resetDirty();
    }
    // Only when the account's details arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [me.data]);

  const donate = useMutation({
    mutationFn: (v: Values) =>
      startDonation(
        campaignId,
        { ...donationBody(v), ...(teamId ? { teamId } : {}) },
        // An expired access token with a live refresh token is still a signed-in donor: the
        // client renews it before the call, and the donation stays linked to the account.
        session.signedIn || canRefresh(),
      ),
  });

  const close = () => {
    form.reset();
    setFailure(null);
    donate.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    if (offline) {
      setFailure(offlineMessage());
      return;
    }
    setFailure(null);
    if (wallet.method) return wallet.start(values, options.data?.feePercent).catch((err: Error) => setFailure(err.message));
    try {
      const res = await donate.mutateAsync(values);
      if (res.status !== 'success' || !res.data?.checkoutUrl) throw new Error(m.donate_start_failed());
      openCheckout(res.data.checkoutUrl);
      onCheckoutOpened?.();
      close();
    } catch (err) {
      setFailure((err as Error).message);
    }
  });

  // Drawn before it is opened and kept (keepMounted): each opening starts at its top, not where
  // the last one was scrolled to.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const content = formRef.current?.closest('.mantine-Modal-content');
    if (opened && content) content.scrollTop = 0;
  }, [opened]);

  const percent = options.data?.feePercent;
  const chosen = typedCents(form.values.amount);

  return (
    <Modal opened={opened} keepMounted={keepMounted} transitionProps={{ duration: 0 }} onClose={close} title={withParts(m.donate_title({ title: SLOT }), <span translate="no">{campaignTitle}</span>)} centered styles={{ title: { overflowWrap: 'anywhere' } }}>
      {wallet.charge && <DirectChargeStatus wallet={wallet} />}
      <form ref={formRef} onSubmit={submit} noValidate hidden={!!wallet.charge}>
        <Stack>
          <div role="group" aria-label={m.donate_choose_amount()}>
            <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
              {PRESETS.map((p) => (
                <Button
                  key={p}
                  variant={chosen === p * 100 ? 'filled' : 'light'}
                  aria-pressed={chosen === p * 100}
                  onClick={() => form.setFieldValue('amount', String(p))}
                  px={4}
                >
                  {formatBr(p)}
                </Button>
              ))}
              <Button
                variant={form.values.amount !== '' && !PRESETS.some((p) => chosen === p * 100) ? 'filled' : 'light'}
                onClick={() => {
                  form.setFieldValue('amount', '');
                  document.getElementById('donation-amount')?.focus();
                }}
                px={4}
              >
                {m.donate_other()}
              </Button>
            </SimpleGrid>
          </div>
          {/* Text as typed, read by the contract ("1,000" is one thousand): a number input would reformat it silently. */}
          <TextInput
            id="donation-amount"
            label={m.donate_amount_label()}
            required
            inputMode="decimal"
            autoComplete="off"
            {...form.getInputProps('amount')}
          />
          {percent !== undefined && (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {feeNote(form.values.amount, percent, form.values.coverFee)}
              </Text>
              <Checkbox label={coverFeeLabel(form.values.amount, percent)} {...form.getInputProps('coverFee', { type: 'checkbox' })} />
            </>
          )}
          <CurrencyChoice form={form} percent={percent} />
          <Group grow align="flex-start">
            <TextInput label={m.donate_first_name()} required autoComplete="given-name" {...form.getInputProps('donorFirstName')} />
            <TextInput label={m.donate_last_name()} required autoComplete="family-name" {...form.getInputProps('donorLastName')} />
          </Group>
          <TextInput
            label={emailRequired ? m.donate_email() : m.donate_email_optional()}
            description={emailRequired ? m.donate_email_hint() : m.donate_email_optional_hint()}
            type="email"
            required={emailRequired}
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Checkbox label={m.donate_anonymous()} {...form.getInputProps('isAnonymous', { type: 'checkbox' })} />
          <Checkbox label={m.donate_send_updates()} {...form.getInputProps('followUpdates', { type: 'checkbox' })} />
          <Textarea
            label={m.donate_words()}
            description={m.donate_words_hint({ count: form.values.message.length, max: WORDS_MAX })}
            // Grows with the words by CSS (field-sizing), not by measuring in script: the measuring
            // (Mantine's autosize) cost a slow phone a third of a second each time the form opened.
            rows={2}
            styles={{ input: { fieldSizing: 'content', minHeight: '4.5em', maxHeight: '10em' } as CSSProperties }}
            maxLength={WORDS_MAX}
            {...form.getInputProps('message')}
          />
          <DirectChargeFields wallet={wallet} />
          {(failure || offline) && (
            <Alert color="red" variant="light" role="alert" title={offline ? undefined : m.donate_not_started()}>
              {offline ? offlineMessage() : failure}
            </Alert>
          )}
          <Button type="submit" fullWidth size="md" loading={donate.isPending || wallet.pending} disabled={offline}>
            {submitLabel(form.values.amount, percent, form.values.coverFee, MAX_DONATION)}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {checkoutOpensHere()
              ? m.donate_pays_here()
              : m.donate_pays_tab()}
          </Text>
          <Text size="xs" ta="center">
            <a href="/guarantee" target="_blank" rel="noopener">
              {m.guarantee_link()}
            </a>
          </Text>
        </Stack>
      </form>
    </Modal>
  );
}
