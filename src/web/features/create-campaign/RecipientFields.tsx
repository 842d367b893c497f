import { Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
// Radio's styles load with the wizard only (ui/mantine-styles.ts lists the ones every page needs).
import '@mantine/core/styles/Radio.layer.css';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { PERSONAL_RELATIONS, TEXT_LIMITS, fieldLabel } from '#contract/create-campaign-fields';
import { m } from '#i18n/paraglide/messages.js';
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
  return (
    <Stack gap="md">
      <Radio.Group
        label={m.create_receiver_legend()}
        required
        value={receiver}
        error={receiver === '' ? relationError : undefined}
        onChange={(v) => {
          setSomeoneElse(v === 'other');
          form.setFieldValue('relation', v === 'me' ? 'SELF' : relation === 'SELF' ? '' : relation);
          form.clearFieldError('relation');
        }}
      >
        <Group gap="lg" mt={6}>
          <Radio value="me" label={m.create_receiver_me()} disabled={disabled} />
          <Radio value="other" label={m.create_receiver_other()} disabled={disabled} />
        </Group>
      </Radio.Group>
      {receiver === 'other' && (
        <>
          <TextInput
            label={fieldLabel('recipientName')}
            required
            disabled={disabled}
            maxLength={TEXT_LIMITS.recipientName}
            autoComplete="off"
            value={recipientName}
            error={form.errors.recipientName as string | undefined}
            onChange={(e) => form.setFieldValue('recipientName', e.currentTarget.value)}
          />
          <NativeSelect
            label={fieldLabel('relation')}
            required
            disabled={disabled}
            // Someone else chosen, the relation not yet: the question is how, not who.
            error={relationError ? m.create_relation_unknown() : undefined}
            data={[
              { value: '', label: m.create_select_relation() },
              ...Object.entries(CHOICES).map(([value, label]) => ({ value, label: label() })),
            ]}
            value={relation}
            onChange={(e) => form.setFieldValue('relation', e.currentTarget.value)}
          />
        </>
      )}
    </Stack>
  );
}
