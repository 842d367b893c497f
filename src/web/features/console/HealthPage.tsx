import { Card, Code, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OpsAlert } from '#contract/ops-alerts';
import { formatDateTime } from '#contract/dates';
import { formatCount } from '#i18n/format';
import { m } from '#i18n/paraglide/messages.js';
import { ConsoleFrame } from './ConsoleFrame';
import { healthQuery } from './console-api';
import { QueryView } from './QueryView';

/** Each kind's words: its name, what it means, what the operator does about it. */
function wordsOf(a: OpsAlert) {
  const queue = a.queue ?? '';
  switch (a.kind) {
    case 'wallet_key_refused':
      return { title: m.con_health_wallet_title(), meaning: m.con_health_wallet_meaning(), todo: m.con_health_wallet_todo() };
    case 'job_failed':
      return { title: m.con_health_job_title({ queue }), meaning: m.con_health_job_meaning({ queue }), todo: m.con_health_job_todo({ queue }) };
    case 'notice_failed':
      return { title: m.con_health_notice_title(), meaning: m.con_health_notice_meaning(), todo: m.con_health_notice_todo() };
  }
}

const Labelled = ({ label, text }: { label: string; text: string }) => (
  <Text size="sm">
    <Text span fw={700}>
      {label}
    </Text>{' '}
    {text}
  </Text>
);

function AlertCard({ a }: { a: OpsAlert }) {
  const w = wordsOf(a);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={w.title} style={{ borderLeft: '4px solid var(--mantine-color-red-6)' }}>
      <Stack gap={6}>
        <Title order={2} fz="md">
          {w.title}
        </Title>
        <Text size="sm" c="dimmed">
          {m.con_health_times({ count: formatCount(a.count), since: formatDateTime(a.since), last: formatDateTime(a.lastAt) })}
        </Text>
        <Labelled label={m.con_health_meaning()} text={w.meaning} />
        <Labelled label={m.con_health_todo()} text={w.todo} />
        {a.detail && (
          <>
            <Text size="xs" fw={700}>
              {m.con_health_detail()}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} translate="no">
              {a.detail}
            </Code>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** /admin/health: what is broken now and needs an operator, each with what it means and what to do. */
export function HealthPage() {
  const query = useQuery(healthQuery());
  return (
    <ConsoleFrame>
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {m.con_health_heading()}
        </Title>
        <Text size="sm">{m.con_health_intro()}</Text>
        <QueryView query={query} failed={m.con_health_failed()}>
          {(d) =>
            d.alerts.length === 0 ? (
              <Text>{m.con_health_none()}</Text>
            ) : (
              <Stack gap="sm">
                {d.alerts.map((a) => (
                  <AlertCard key={`${a.kind}:${a.queue ?? ''}`} a={a} />
                ))}
              </Stack>
            )
          }
        </QueryView>
      </Stack>
    </ConsoleFrame>
  );
}
