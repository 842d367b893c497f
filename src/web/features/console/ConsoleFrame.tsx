import { Badge, Button, Container, Group, ScrollArea, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ReviewersOnly } from '#web/ui/ReviewersOnly';
// The console's own Mantine parts (the audit log's codes, the overview's period switch): they load with it.
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import { m } from '#i18n/paraglide/messages.js';
import { healthQuery } from './console-api';

/** The console's sections, in the order its navigation lists them (the review queue is beside it, at /admin/review). */
const SECTIONS = [
  { to: '/admin', label: m.con_nav_overview },
  { to: '/admin/people', label: m.con_nav_people },
  { to: '/admin/money', label: m.con_nav_money },
  { to: '/admin/audit', label: m.con_nav_audit },
  { to: '/admin/reconciliation', label: m.con_nav_reconciliation },
  { to: '/admin/health', label: m.con_nav_health },
  { to: '/admin/review', label: m.con_nav_review },
] as const;

const isCurrent = (to: string, pathname: string) => (to === '/admin' ? pathname.replace(/\/$/, '') === to : pathname.startsWith(to));

/**
 * Every console page: reviewers only (anyone else gets the reviewers' 403), under the console's
 * navigation, one row that scrolls sideways on a phone.
 */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  return (
    <ReviewersOnly>
      <ConsoleNav>{children}</ConsoleNav>
    </ReviewersOnly>
  );
}

/** Inside the reviewers' guard, so nobody else's page asks the API anything. */
function ConsoleNav({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // How many problems wait for an operator, on the Health section, on every console page.
  const alerts = useQuery(healthQuery()).data?.alerts.length ?? 0;
  // Each console page draws the row anew: on a phone, the current section is brought into view
  // (the row starts at Overview, and Health, the last but one, was off to the side).
  const nav = useRef<HTMLDivElement>(null);
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <Container size="lg" px="md" py="md">
      <Stack gap="lg">
        <ScrollArea ref={nav} type="never" component="nav" aria-label={m.con_nav_label()}>
          <Group gap={4} wrap="nowrap">
            {SECTIONS.map((s) => {
              const current = isCurrent(s.to, pathname);
              const warn = s.to === '/admin/health' && alerts > 0;
              return (
                <Button
                  key={s.to}
                  component={Link}
                  to={s.to}
                  size="compact-sm"
                  variant={current ? 'light' : 'subtle'}
                  aria-current={current ? 'page' : undefined}
                  aria-label={warn ? m.con_nav_health_alerts({ count: alerts }) : undefined}
                  rightSection={warn ? <Badge color="red" size="sm" circle aria-hidden>{alerts}</Badge> : undefined}
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
  );
}
