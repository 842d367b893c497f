import { Alert, Anchor, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FILE_FIELDS, MULTI_FILE_FIELDS, resubmitSchema, STEPS, stepFields, stepTitle, TEXT_FIELDS, type FileField, type TextField } from '#contract/create-campaign';
import { todayInEthiopia } from '#contract/dates';
import type { FixableCampaign } from '#contract/resubmit';
import { fieldMessages } from '#contract/zod-helpers';
import { m } from '#i18n/paraglide/messages.js';
import { ApiError } from '#web/lib/api-error';
import { ErrorPage } from '#web/ui/ErrorPage';
import { fieldName, preloadStepParts, StepFields, stepPartsLoaded } from '../features/create-campaign/StepFields';
import { banksQuery } from '../features/create-campaign/banks-query';
import { emptyValues, type WizardValues } from '../features/create-campaign/wizard-values';
import { withAccountCheck } from '../features/create-campaign/wizard-rules';
import { fixableQuery, sendFix } from '../features/manage/fix-api';

/** /campaign/:id/fix: a rejected campaign's every field and file, in the wizard's inputs (issue 44). */
export function FixCampaignPage() {
  const id = useParams().id ?? '';
  const { data, error, isPending } = useQuery(fixableQuery(id));
  // The file and bank fields' code (loaded apart from the wizard's first step, issue 47), beside the campaign.
  const [partsTried, setPartsTried] = useState(stepPartsLoaded(4));
  useEffect(() => void preloadStepParts().then(() => setPartsTried(true), () => setPartsTried(true)), []);
  if (isPending || !partsTried) return <Loader m="xl" aria-label={m.fix_title()} />;
  if (error) return <ErrorPage error={error} />;
  return <FixForm campaign={data} />;
}

const startValues = (c: FixableCampaign): WizardValues => {
  const values = emptyValues();
  for (const f of TEXT_FIELDS) values[f] = c.fields[f] ?? '';
  return values;
};
const isMulti = (f: FileField) => (MULTI_FILE_FIELDS as readonly string[]).includes(f);

function FixForm({ campaign: c }: { campaign: FixableCampaign }) {
  const queryClient = useQueryClient();
  const start = startValues(c);
  const form = useForm<WizardValues>({ initialValues: start });
  const banks = useQuery(banksQuery()).data ?? [];
  const own = new Set<string>(STEPS.flatMap((s) => stepFields(c.kind, s)));

  /** Only what differs from the campaign as stored, and the files chosen. */
  const changed = () => {
    const v = form.getValues();
    const text = TEXT_FIELDS.filter((f) => own.has(f) && v[f].trim() !== (start[f] ?? '').trim());
    const files = FILE_FIELDS.filter((f) => own.has(f) && v[f].length > 0);
    return { v, text, files };
  };

  const send = useMutation({
    mutationFn: () => {
      const { v, text, files } = changed();
      // The wizard's rules, on what is sent (the server checks the same, and says the same).
      const input: Record<string, unknown> = Object.fromEntries(text.map((f) => [f, v[f]]));
      for (const f of files) input[f] = isMulti(f) ? v[f] : v[f][0];
      const ruled = fieldMessages(resubmitSchema(c.kind, { today: todayInEthiopia(), strict: true }).safeParse(input));
      // A new bank or number: its length for that bank, as the wizard checks it (issue 44).
      const problems = text.some((f) => f === 'bankName' || f === 'accountNumber') ? withAccountCheck(ruled, v, banks) : ruled;
      if (Object.keys(problems).length) {
        form.setErrors(problems);
        return Promise.reject(new Error(m.create_invalid_input()));
      }
      const body = new FormData();
      for (const f of text) body.append(f, v[f as TextField]);
      for (const f of files) for (const file of v[f]) body.append(f, file.blob, file.name);
      return sendFix(c.id, body);
    },
    onSuccess: () => {
      for (const key of [['fixable', c.id], ['manage', c.id], ['campaign', c.id], ['me']]) void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.field) form.setFieldError(err.field, err.message);
    },
  });

  const back = (
    <Anchor component={Link} to={`/campaign/${c.id}/manage`}>
      {m.fix_back()}
    </Anchor>
  );
  if (send.isSuccess) {
    return (
      <Container size="sm" py="xl">
        <Alert color="green" variant="light" title={m.fix_sent_title()} role="status">
          <Stack gap="xs">
            <Text size="sm">{m.fix_sent_text()}</Text>
            {back}
          </Stack>
        </Alert>
      </Container>
    );
  }
  if (c.status !== 'REJECTED') {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" variant="light" title={m.fix_not_rejected()}>
          {back}
        </Alert>
      </Container>
    );
  }
  const failed = send.error && !(send.error instanceof ApiError && send.error.field) ? send.error.message : null;
  return (
    <Container size="sm" py="xl">
      <form
        noValidate
        onSubmit={form.onSubmit(() => {
          if (!send.isPending) send.mutate();
        })}
      >
        <Stack gap="lg">
          <Title order={1} fz="h2">
            {m.fix_title()}
          </Title>
          <Alert color="red" variant="light" title={m.fix_reason()}>
            {c.reason ? <span translate="no">{c.reason}</span> : m.fix_no_reason()}
          </Alert>
          <Text size="sm">{m.fix_intro()}</Text>
          {STEPS.map((step) => {
            const before = stepFields(c.kind, step).filter((f): f is FileField => (FILE_FIELDS as readonly string[]).includes(f) && (c.files[f as FileField]?.length ?? 0) > 0);
            return (
              <Paper key={step} withBorder radius="md" p="md" component="section" aria-label={stepTitle(step)}>
                <Stack gap="sm">
                  <Title order={2} fz="lg">
                    {stepTitle(step)}
                  </Title>
                  {before.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {m.fix_files_note()}
                    </Text>
                  )}
                  <StepFields kind={c.kind} step={step} form={form} disabled={send.isPending} />
                  {before.map((f) => (
                    <Text key={f} size="xs" c="dimmed">
                      {fieldName(f)} · {m.fix_files_now({ names: c.files[f]!.join(', ') })}
                    </Text>
                  ))}
                </Stack>
              </Paper>
            );
          })}
          {failed && (
            <Alert color="red" variant="light" role="alert">
              {failed}
            </Alert>
          )}
          <Button type="submit" loading={send.isPending} size="md">
            {m.fix_submit()}
          </Button>
          {back}
        </Stack>
      </form>
    </Container>
  );
}
