import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminUserDetail } from '#contract/admin';
import { formatDate } from '#contract/dates';
import { reportReasonLabel, statusLabel } from '#contract/labels';
import { formatBr } from '#contract/money';
import { m } from '#i18n/paraglide/messages.js';
import { ConsoleFrame } from './ConsoleFrame';
import { personQuery } from './console-api';
import { moneyStatusLabel, reportStatusLabel } from './labels';
import { fullName, PersonBadges } from './PeoplePage';
import { PersonActions } from './PersonActions';
import { QueryView } from './QueryView';

type Detail = AdminUserDetail['data'];

/** A titled list of a person's records, or "None". */
function Records<T>({ title, items, row }: { title: string; items: T[]; row: (item: T) => ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="xs">
        {title} <Text span c="dimmed" fz="sm">({items.length})</Text>
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{m.con_none()}</Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map(row)}
        </Stack>
      )}
    </Paper>
  );
}

const Line = ({ id, children }: { id: string; children: ReactNode }) => (
  <Text component="li" key={id} size="sm" style={{ overflowWrap: 'anywhere' }}>
    {children}
  </Text>
);
const campaignLink = (id: string, text: ReactNode) => (
  <Anchor component={Link} to={`/campaign/${id}/manage`} translate="no">
    {text}
  </Anchor>
);
const dim = (text: string) => (
  <Text span size="xs" c="dimmed">
    {' · '}
    {text}
  </Text>
);

function About({ d }: { d: Detail }) {
  const u = d.user;
  const field = (label: string, value: string | null) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text translate="no" style={{ overflowWrap: 'anywhere' }}>
        {value ?? '—'}
      </Text>
    </div>
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {field(m.con_email(), u.email)}
          {field(m.con_phone(), u.phoneNumber)}
          {field(m.con_joined_label(), formatDate(u.createdAt))}
          <div>
            <Text size="xs" c="dimmed">
              {m.con_verification()}
            </Text>
            <Group gap={4}>
              <Badge variant="light" tt="none" color={d.verification.accountVerified ? 'green' : 'gray'}>
                {d.verification.accountVerified ? m.con_account_verified() : m.con_account_not_verified()}
              </Badge>
              <Badge variant="light" tt="none" color={d.verification.google ? 'blue' : 'gray'}>
                {d.verification.google ? m.con_google_linked() : m.con_google_not_linked()}
              </Badge>
            </Group>
          </div>
        </SimpleGrid>
        {!u.isActive && u.deactivatedAt && (
          <Alert color="red" variant="light">
            {m.con_deactivated_because({ date: formatDate(u.deactivatedAt), reason: u.deactivatedReason ?? '' })}
          </Alert>
        )}
        <PersonActions user={u} />
      </Stack>
    </Paper>
  );
}

function Person({ d }: { d: Detail }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={1} fz={{ base: 24, sm: 30 }} translate="no" style={{ overflowWrap: 'anywhere' }}>
          {fullName(d.user)}
        </Title>
        <PersonBadges user={d.user} />
      </Group>
      <About d={d} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Records
          title={m.con_campaigns()}
          items={d.campaigns}
          row={(c) => (
            <Line key={c.id} id={c.id}>
              {campaignLink(c.id, c.title)}
              {dim(`${statusLabel(c.status)} · ${formatBr(c.raisedAmount)} / ${formatBr(c.goalAmount)} · ${formatDate(c.createdAt)}`)}
            </Line>
          )}
        />
        <Records
          title={m.con_donations()}
          items={d.donations}
          row={(x) => (
            <Line key={x.id} id={x.id}>
              {campaignLink(x.campaignId, formatBr(x.amount))}
              {dim(`${moneyStatusLabel(x.status, 'donation')} · ${m.con_reference()}: ${x.txRef} · ${formatDate(x.createdAt)}`)}
            </Line>
          )}
        />
        <Records
          title={m.con_payouts()}
          items={d.withdrawals}
          row={(w) => (
            <Line key={w.id} id={w.id}>
              {campaignLink(w.campaignId, formatBr(w.amount))}
              {dim(`${moneyStatusLabel(w.status, 'payout')}${w.reference ? ` · ${m.con_reference()}: ${w.reference}` : ''} · ${formatDate(w.createdAt)}`)}
            </Line>
          )}
        />
        <Records
          title={m.con_reports()}
          items={d.reports}
          row={(r) => (
            <Line key={r.id} id={r.id}>
              {campaignLink(r.campaignId, reportReasonLabel(r.reason))}
              {dim(`${reportStatusLabel(r.status)} · ${formatDate(r.createdAt)}`)}
            </Line>
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** /admin/people/:id: a person, their verification and records, and what a reviewer can do to the account. */
export function PersonPage() {
  const { id = '' } = useParams();
  const person = useQuery(personQuery(id));
  return (
    <ConsoleFrame>
      <Anchor component={Link} to="/admin/people" size="sm">
        ← {m.con_back_people()}
      </Anchor>
      <QueryView query={person} failed={m.con_person_failed()}>
        {(d) => <Person d={d} />}
      </QueryView>
    </ConsoleFrame>
  );
}
