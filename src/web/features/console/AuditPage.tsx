import { Anchor, Badge, Card, Code, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { AUDIT_ACTIONS, type AuditEntry } from '#contract/admin';
import { formatDateTime } from '#contract/dates';
import { PaginatedList } from '#web/ui/PaginatedList';
import { m } from '#i18n/paraglide/messages.js';
import { ConsoleFrame } from './ConsoleFrame';
import { auditQuery } from './console-api';
import { FiltersForm } from './FiltersForm';
import { auditActionLabel } from './labels';
import { useFilters } from './filters';

const FILTERS = ['actor', 'action', 'targetId', 'from', 'to'] as const;

/** When, to the minute, on Addis Ababa's clock, in the reader's calendar. */

function EntryRow({ e }: { e: AuditEntry }) {
  const target = e.targetKind === 'user' ? `/admin/people/${e.targetId}` : e.targetKind === 'campaign' ? `/campaign/${e.targetId}/manage` : null;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={`${auditActionLabel(e.action)} ${e.targetId}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Group gap={6}>
            <Text fw={700} size="sm">
              {auditActionLabel(e.action)}
            </Text>
            <Badge variant="light" tt="none" translate="no">
              {e.action}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(e.at)}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {e.actor ? (
            <Anchor component={Link} to={`/admin/people/${e.actor.id}`} inherit translate="no">
              {m.con_audit_by({ name: e.actor.name })}
            </Anchor>
          ) : (
            m.con_audit_by_job()
          )}
          {e.ip && ` · ${m.con_audit_from({ ip: e.ip })}`}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} translate="no">
          {target ? (
            <Anchor component={Link} to={target} inherit>
              {m.con_audit_record({ kind: e.targetKind, id: e.targetId })}
            </Anchor>
          ) : (
            m.con_audit_record({ kind: e.targetKind, id: e.targetId })
          )}
        </Text>
        {e.reason && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {m.con_audit_reason({ reason: e.reason })}
          </Text>
        )}
        {e.details && Object.keys(e.details).length > 0 && (
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} translate="no">
            {JSON.stringify(e.details, null, 1)}
          </Code>
        )}
      </Stack>
    </Card>
  );
}

/** /admin/audit: who did what to which record, when, why and from where; newest first, filtered. */
export function AuditPage() {
  const { applied, apply, key } = useFilters(FILTERS);
  return (
    <ConsoleFrame>
      <FiltersForm
        key={key}
        applied={applied}
        apply={apply}
        fields={(f, set) => (
          <>
            <TextInput label={m.con_filter_actor()} value={f.actor ?? ''} onChange={(e) => set('actor')(e.currentTarget.value)} translate="no" />
            <Select
              label={m.con_filter_action()}
              placeholder={m.con_filter_any_action()}
              clearable
              searchable
              value={f.action ?? null}
              onChange={set('action')}
              data={AUDIT_ACTIONS.map((a) => ({ value: a, label: auditActionLabel(a) }))}
            />
            <TextInput label={m.con_filter_target()} value={f.targetId ?? ''} maxLength={64} onChange={(e) => set('targetId')(e.currentTarget.value)} translate="no" />
          </>
        )}
      />
      <PaginatedList
        key={key}
        query={(page) => auditQuery(applied, page)}
        row={(e) => <EntryRow key={e.id} e={e} />}
        order={1}
        title={m.con_audit_heading()}
        count={(total) => m.con_audit_count({ count: total })}
        texts={{ loading: m.con_loading(), failed: m.con_audit_failed(), empty: m.con_audit_empty() }}
      />
    </ConsoleFrame>
  );
}
