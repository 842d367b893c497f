import type { UseFormReturnType } from '@mantine/form';
import { useId, useState } from 'react';
import { PERSONAL_RELATIONS, TEXT_LIMITS, fieldLabel } from '#contract/create-campaign-fields';
import { m } from '#i18n/paraglide/messages.js';
import { Field } from '#web/ui/Field';
import css from '#web/ui/form.module.css';
import ui from '#web/ui/ui.module.css';
import type { WizardValues } from './wizard-values';

/** The organiser's answer, in their own words ("A family member"). */
const CHOICES: Record<Exclude<(typeof PERSONAL_RELATIONS)[number], 'SELF'>, () => string> = {
  FAMILY: m.create_relation_family,
  FRIEND: m.create_relation_friend,
  COMMUNITY: m.create_relation_community,
  OTHER: m.create_relation_other,
};

/**
 * A personal campaign's recipient: the organiser themself (relation SELF), or someone else, named,
 * with how the organiser is related to them. "Someone else" is not a value of its own: it is any
 * relation but SELF, so the draft and the submission carry only the contract's two fields.
 */
export function RecipientFields({ form, disabled }: { form: UseFormReturnType<WizardValues>; disabled?: boolean }) {
  const { relation, recipientName } = form.values;
  const [someoneElse, setSomeoneElse] = useState(() => (relation !== '' && relation !== 'SELF') || recipientName !== '');
  const receiver = relation === 'SELF' ? 'me' : someoneElse ? 'other' : '';
  const relationError = form.errors.relation as string | undefined;
  const id = useId();
  const pick = (v: 'me' | 'other') => {
    setSomeoneElse(v === 'other');
    form.setFieldValue('relation', v === 'me' ? 'SELF' : relation === 'SELF' ? '' : relation);
    form.clearFieldError('relation');
  };
  const receiverError = receiver === '' ? relationError : undefined;
  return (
    <div className={ui.stack}>
      <fieldset className={css.choices} aria-describedby={receiverError ? `${id}-error` : undefined}>
        <legend className={css.label}>
          {m.create_receiver_legend()}
          <span className={css.required} aria-hidden="true">
            {' *'}
          </span>
        </legend>
        <div className={css.choiceRow}>
          {(['me', 'other'] as const).map((v) => (
            <label key={v} className={css.choice}>
              <input type="radio" name={`${id}-receiver`} value={v} checked={receiver === v} disabled={disabled} onChange={() => pick(v)} />
              {v === 'me' ? m.create_receiver_me() : m.create_receiver_other()}
            </label>
          ))}
        </div>
        {receiverError && (
          <p id={`${id}-error`} className={css.error}>
            {receiverError}
          </p>
        )}
      </fieldset>
      {receiver === 'other' && (
        <>
          <Field label={fieldLabel('recipientName')} required error={form.errors.recipientName as string | undefined}>
            {(p) => (
              <input
                {...p}
                disabled={disabled}
                maxLength={TEXT_LIMITS.recipientName}
                autoComplete="off"
                value={recipientName}
                onChange={(e) => form.setFieldValue('recipientName', e.currentTarget.value)}
              />
            )}
          </Field>
          {/* Someone else chosen, the relation not yet: the question is how, not who. */}
          <Field label={fieldLabel('relation')} required error={relationError ? m.create_relation_unknown() : undefined}>
            {(p) => (
              <select {...p} disabled={disabled} value={relation} onChange={(e) => form.setFieldValue('relation', e.currentTarget.value)}>
                {[{ value: '', label: m.create_select_relation() }, ...Object.entries(CHOICES).map(([value, label]) => ({ value, label: label() }))].map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      )}
    </div>
  );
}
