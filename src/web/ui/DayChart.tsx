import { Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { formatDate } from '#contract/dates';
import { m } from '#i18n/paraglide/messages.js';

export type DayValue = { day: string; value: number };

/** The sentence a chart says to a screen reader (and under it): the total, and the busiest day. */
export function chartSummary(label: string, points: DayValue[], format: (n: number) => string): string {
  const busiest = points.reduce<DayValue | null>((best, p) => (p.value > (best?.value ?? 0) ? p : best), null);
  if (!busiest) return m.con_chart_nothing({ label, days: points.length });
  const total = points.reduce((sum, p) => sum + p.value, 0);
  return m.con_chart_summary({ label, total: format(total), days: points.length, max: format(busiest.value), day: formatDate(busiest.day) });
}

const BAR = 10;
const HEIGHT = 100;

/**
 * One figure per day as bars (plain SVG, stretched to the card's width), the period's first and
 * last day under it in the reader's calendar, the summary as its name; the figures themselves in a
 * visually hidden table, day by day, for whoever cannot see the bars.
 */
export function DayChart({ label, points, format }: { label: string; points: DayValue[]; format: (n: number) => string }) {
  const titleId = useId();
  const max = Math.max(0, ...points.map((p) => p.value));
  const summary = chartSummary(label, points, format);
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0} aria-labelledby={titleId}>
      <Stack gap="xs">
        <Text id={titleId} fw={600}>
          {label}
        </Text>
        <svg
          viewBox={`0 0 ${Math.max(points.length, 1) * BAR} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height={96}
          role="img"
          aria-label={summary}
          style={{ display: 'block', background: 'var(--mantine-color-gray-0)', borderRadius: 4 }}
        >
          {max > 0 &&
            points.map((p, i) => {
              const h = (p.value / max) * HEIGHT;
              return p.value > 0 ? (
                <rect key={p.day} x={i * BAR + (points.length > 60 ? 0 : 1)} y={HEIGHT - h} width={points.length > 60 ? BAR : BAR - 2} height={h} fill="var(--mantine-primary-color-filled)" />
              ) : null;
            })}
        </svg>
        {first && last && (
          <Group justify="space-between" aria-hidden>
            <Text size="xs" c="dimmed">
              {formatDate(first.day)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(last.day)}
            </Text>
          </Group>
        )}
        <Text size="sm" c="dimmed" aria-hidden>
          {summary}
        </Text>
        <VisuallyHidden>
          <table>
            <caption>{label}</caption>
            <thead>
              <tr>
                <th scope="col">{m.con_chart_day()}</th>
                <th scope="col">{label}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.day}>
                  <th scope="row">{formatDate(p.day)}</th>
                  <td>{format(p.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
