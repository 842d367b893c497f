import { m } from '#i18n/paraglide/messages.js';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Campaign } from '#contract/campaign';
import { channelOfRef } from '#contract/channels';
import {
  DONATE_FORM_CHANNEL_FIELD,
  DONATE_FORM_KEY_FIELD,
  DONATE_FORM_QUERY_KEY,
  donateFormPath,
  type DonateFormField,
  type DonateFormState,
} from '#contract/donate-form';
import { WORDS_MAX } from '#contract/live-campaign';
import { useHydrated } from '#web/lib/hydrated';
import ui from '#web/ui/ui.module.css';
import css from './DonateFormNoScript.module.css';

/** A fresh key for this page's form (crypto.randomUUID is in Node and in every browser that runs the app). */
const newKey = () => globalThis.crypto.randomUUID();

/**
 * The donation form as plain HTML (issue 43), for a browser that runs no JavaScript or has not
 * yet: it posts to the page (src/server/modules/donations/form-route.ts), which answers 303 to the
 * checkout, or this page again with the form refilled and each message beside its field. Once the
 * app has hydrated it goes away (the Donate buttons open the app's own form) unless it holds the
 * server's answer to a post: its messages stay in view.
 */
export function DonateFormNoScript({ campaign: c }: { campaign: Campaign }) {
  const hydrated = useHydrated();
  const answered = useQueryClient().getQueryData<DonateFormState>(DONATE_FORM_QUERY_KEY);
  const state = answered?.campaignId === c.id ? answered : undefined;
  if (hydrated && !state) return null;
  return <PlainDonateForm campaign={c} state={state} className={`${ui.card} ${css.form}${state ? ` ${css.answered}` : ''}`} idPrefix="nojs" />;
}

/**
 * The plain form itself: on the page without JavaScript, and in the app's quick donation dialog
 * (./PlainDonateDialog.tsx) when Donate is tapped before the full form's code has arrived.
 * `onAmount` hears each keystroke of the amount (the dialog repeats it on its button).
 */
export function PlainDonateForm({
  campaign: c,
  state,
  className,
  idPrefix,
  headingId,
  submitLabel,
  onAmount,
}: {
  campaign: Campaign;
  state?: DonateFormState;
  className: string;
  idPrefix: string;
  headingId?: string;
  submitLabel?: string;
  onAmount?: (typed: string) => void;
}) {
  // Made while the server renders; hydration keeps the server's value (suppressHydrationWarning below).
  const [key] = useState(() => state?.idempotencyKey ?? newKey());
  const ref = new URLSearchParams(useLocation().search).get('ref');
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const value = (f: DonateFormField) => values[f] ?? '';
  const ticked = (f: DonateFormField, byDefault: boolean) => (state ? values[f] === 'on' : byDefault);
  const messageOf = (f: DonateFormField) =>
    errors[f] ? (
      <span id={`${idPrefix}-${f}-error`} className={css.error}>
        {errors[f]}
      </span>
    ) : null;
  const field = (f: DonateFormField, label: string, input: ReactNode) => (
    <label className={css.field}>
      <span>{label}</span>
      {input}
      {messageOf(f)}
    </label>
  );
  const invalid = (f: DonateFormField) => (errors[f] ? { 'aria-invalid': true, 'aria-describedby': `${idPrefix}-${f}-error` } : {});

  return (
    <form id={idPrefix === 'nojs' ? 'donate' : undefined} className={className} method="post" action={`${donateFormPath(c.id)}#donate`} acceptCharset="utf-8">
      <div className={ui.stack}>
        <h2 id={headingId} className={ui.title}>
          {m.donate_form_heading()}
        </h2>
        {(state?.failure || Object.keys(errors).length > 0) && (
          <p role="alert" className={`${ui.text} ${css.failure}`}>
            {state?.failure ?? m.donate_form_fix()}
          </p>
        )}
        <input type="hidden" name={DONATE_FORM_KEY_FIELD} value={key} suppressHydrationWarning />
        {ref && <input type="hidden" name={DONATE_FORM_CHANNEL_FIELD} value={channelOfRef(ref)} />}
        {field(
          'amount',
          m.donate_amount_label(),
          <input
            type="text"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            required
            defaultValue={value('amount')}
            onInput={onAmount && ((e) => onAmount(e.currentTarget.value))}
            {...invalid('amount')}
          />,
        )}
        {field('donorFirstName', m.donate_first_name(), <input type="text" name="donorFirstName" autoComplete="given-name" required maxLength={100} defaultValue={value('donorFirstName')} {...invalid('donorFirstName')} />)}
        {field('donorLastName', m.donate_last_name(), <input type="text" name="donorLastName" autoComplete="family-name" required maxLength={100} defaultValue={value('donorLastName')} {...invalid('donorLastName')} />)}
        {field('email', m.donate_email(), <input type="email" name="email" autoComplete="email" defaultValue={value('email')} {...invalid('email')} />)}
        {field('message', m.donate_words(), <textarea name="message" rows={3} maxLength={WORDS_MAX} defaultValue={value('message')} {...invalid('message')} />)}
        <label className={css.check}>
          <input type="checkbox" name="coverFee" defaultChecked={ticked('coverFee', false)} />
          <span>{m.donate_form_cover_fee()}</span>
        </label>
        <label className={css.check}>
          <input type="checkbox" name="isAnonymous" defaultChecked={ticked('isAnonymous', false)} />
          <span>{m.donate_anonymous()}</span>
        </label>
        <label className={css.check}>
          <input type="checkbox" name="followUpdates" defaultChecked={ticked('followUpdates', true)} />
          <span>{m.donate_send_updates()}</span>
        </label>
        <button type="submit" className={ui.button} data-size="md" data-full>
          {submitLabel ?? m.card_donate()}
        </button>
        <p className={`${ui.text} ${ui.xs} ${ui.dimmed}`}>{m.donate_pays_here()}</p>
      </div>
    </form>
  );
}
