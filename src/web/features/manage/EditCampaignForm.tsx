import { Button, FileInput, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OwnPendingEdit } from '#contract/manage';
import type { Campaign } from '#contract/campaign';
import { formatLongDate } from '#contract/dates';
import { fromCents, moneyInputMessage, readMoney, toCents } from '#contract/money';
import { SendOutcome } from './SendOutcome';
import { editCampaign, resubmitCampaign, type CampaignFields } from './manage-api';
import { m } from '#i18n/paraglide/messages.js';

type Props = {
  campaign: Campaign;
  /** 'edit' an ACTIVE campaign (goal only up, deadline only later), or fix and 'resubmit' a REJECTED one. */
  mode: 'edit' | 'resubmit';
  latestDeadline: string;
  /** A change waiting for a reviewer: the form starts from it, so saving again adds to it. */
  pendingEdit?: OwnPendingEdit | null;
};

/** The story, title, cover, goal and deadline, prefilled from what was saved: only changes are sent. */
export function EditCampaignForm({ campaign: c, mode, latestDeadline, pendingEdit }: Props) {
  const queryClient = useQueryClient();
  // What the fields are compared with: the waiting change's words, else the public ones. Sending
  // the public words back withdraws that part of the waiting change.
  const savedTitle = pendingEdit?.proposed.title ?? c.title;
  const savedDescription = pendingEdit?.proposed.description ?? c.description;
  const [title, setTitle] = useState(savedTitle);
  const [description, setDescription] = useState(savedDescription);
  // As typed: the contract reads it ("60,000" is sixty thousand) or says why not.
  const [goal, setGoal] = useState(String(c.goalAmount));
  const goalRead = readMoney(goal);
  const [deadline, setDeadline] = useState(c.deadline);
  const [cover, setCover] = useState<File | null>(null);
  const changes = (): CampaignFields => ({
    ...(title.trim() !== savedTitle ? { title: title.trim() } : {}),
    ...(description.trim() !== savedDescription ? { description: description.trim() } : {}),
    ...(goalRead.ok && goalRead.cents !== toCents(c.goalAmount) ? { goalAmount: fromCents(goalRead.cents) } : {}),
    ...(deadline !== c.deadline ? { deadline } : {}),
  });
  const [goalError, setGoalError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => (mode === 'edit' ? editCampaign(c.id, changes(), cover) : resubmitCampaign(c.id, changes(), cover)),
    onSuccess: () => {
      setCover(null);
      void queryClient.invalidateQueries({ queryKey: ['manage', c.id] });
      void queryClient.invalidateQueries({ queryKey: ['campaign', c.id] });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="manage-edit">
      <Title order={2} fz="lg" id="manage-edit">
        {mode === 'edit' ? m.edit_title_edit() : m.edit_title_resubmit()}
      </Title>
      {mode === 'edit' && (
        <Text size="sm" c="dimmed">
          {m.edit_note({ date: formatLongDate(latestDeadline) })}
          {c._count.Donation > 0 && <> {m.edit_review_note()}</>}
        </Text>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setGoalError(goalRead.ok ? null : moneyInputMessage(goalRead.error));
          if (goalRead.ok) save.mutate();
        }}
      >
        <Stack gap="sm">
          <TextInput translate="no" label={m.edit_title()} maxLength={100} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
          <Textarea translate="no" label={m.edit_story()} autosize minRows={5} maxRows={16} maxLength={5000} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
          <Group grow align="flex-start">
            <TextInput
              label={m.edit_goal()}
              inputMode="decimal"
              autoComplete="off"
              value={goal}
              error={goalError}
              onChange={(e) => setGoal(e.currentTarget.value)}
            />
            <TextInput
              label={m.edit_deadline()}
              type="date"
              min={mode === 'edit' ? c.deadline : undefined}
              max={mode === 'edit' ? latestDeadline : undefined}
              value={deadline}
              onChange={(e) => setDeadline(e.currentTarget.value)}
            />
          </Group>
          <FileInput label={m.edit_cover()} accept="image/png,image/jpeg" clearable value={cover} onChange={setCover} placeholder={m.edit_keep_cover()} />
          <SendOutcome error={save.error} done={save.isSuccess && save.data.message} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {mode === 'edit' ? m.edit_save() : m.edit_resubmit()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
