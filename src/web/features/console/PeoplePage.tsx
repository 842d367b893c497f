import { Anchor, Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_SEARCH_MAX, type AdminUser } from '#contract/admin';
import { formatDate } from '#contract/dates';
import { PaginatedList } from '#web/ui/PaginatedList';
import { m } from '#i18n/paraglide/messages.js';
import { ConsoleFrame } from './ConsoleFrame';
import { peopleQuery } from './console-api';
import { roleLabel } from './labels';

export const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/** A person's role and whether their account is active, as badges. */
export function PersonBadges({ user }: { user: AdminUser }) {
  return (
    <Group gap={4}>
      <Badge variant="light" color={user.role === 'ADMIN' ? 'grape' : 'gray'} tt="none">
        {roleLabel(user.role)}
      </Badge>
      <Badge variant="light" color={user.isActive ? 'green' : 'red'} tt="none">
        {user.isActive ? m.con_status_active() : m.con_status_inactive()}
      </Badge>
    </Group>
  );
}

function PersonRow({ user }: { user: AdminUser }) {
  const name = fullName(user);
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/admin/people/${user.id}`} fw={700} translate="no" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Anchor>
          <Text size="sm" c="dimmed" translate="no" style={{ overflowWrap: 'anywhere' }}>
            {[user.email, user.phoneNumber].filter(Boolean).join(' · ')}
          </Text>
          <Text size="xs" c="dimmed">
            {m.con_joined({ date: formatDate(user.createdAt) })}
          </Text>
        </Stack>
        <PersonBadges user={user} />
      </Group>
    </Card>
  );
}

/** /admin/people: people by name, email or phone (?q=), newest first, one page at a time. */
export function PeoplePage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };
  return (
    <ConsoleFrame>
      <form onSubmit={search} role="search">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={m.con_people_search()}
            value={typed}
            maxLength={ADMIN_SEARCH_MAX}
            onChange={(e) => setTyped(e.currentTarget.value)}
            style={{ flex: 1 }}
            type="search"
          />
          <Button type="submit">{m.con_search()}</Button>
        </Group>
      </form>
      <PaginatedList
        // A new search starts at its first page.
        key={q}
        query={(page) => peopleQuery(q, page)}
        row={(u) => <PersonRow key={u.id} user={u} />}
        order={1}
        title={m.con_nav_people()}
        count={(total) => m.con_people_count({ count: total })}
        texts={{ loading: m.con_loading(), failed: m.con_people_failed(), empty: m.con_people_empty() }}
      />
    </ConsoleFrame>
  );
}
