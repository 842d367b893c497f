import { Button, Container, Group, ScrollArea, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ReviewersOnly } from '#web/ui/ReviewersOnly';
// The console's own Mantine parts (the audit log's codes, the overview's period switch): they load with it.
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import { m } from '#i18n/paraglide/messages.js';

/** The console's sections, in the order its navigation lists them (the review queue is beside it, at /admin/review). */
const SECTIONS = [
  { to: '/admin', label: m.con_nav_overview },
  { to: '/admin/people', label: m.con_nav_people },
  { to: '/admin/money', label: m.con_nav_money },
  { to: '/admin/audit', label: m.con_nav_audit },
  { to: '/admin/reconciliation', label: m.con_nav_reconciliation },
  { to: '/admin/review', label: m.con_nav_review },
] as const;

const isCurrent = (to: string, pathname: string) => (to === '/admin' ? pathname.replace(/\/$/, '') === to : pathname.startsWith(to));

/**
 * Every console page: reviewers only (anyone else gets the reviewers' 403), under the console's
 * navigation, one row that scrolls sideways on a phone.
 */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ReviewersOnly>
      <Container size="lg" px="md" py="md">
        <Stack gap="lg">
          <ScrollArea type="never" component="nav" aria-label={m.con_nav_label()}>
            <Group gap={4} wrap="nowrap">
              {SECTIONS.map((s) => {
                const current = isCurrent(s.to, pathname);
                return (
                  <Button
                    key={s.to}
                    component={Link}
                    to={s.to}
                    size="compact-sm"
                    variant={current ? 'light' : 'subtle'}
                    aria-current={current ? 'page' : undefined}
                    style={{ flexShrink: 0 }}
                  >
                    {s.label()}
                  </Button>
                );
              })}
            </Group>
          </ScrollArea>
          {children}
        </Stack>
      </Container>
    </ReviewersOnly>
  );
}
