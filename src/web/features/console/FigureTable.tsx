import { Paper, ScrollArea, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { m } from '#i18n/paraglide/messages.js';

/** A titled table of figures (by category, by kind) that scrolls sideways on a phone rather than squeezing: a figure or its heading never breaks in two ("819,350 / Br"). */
export function FigureTable({ title, head, rows }: { title: string; head: string[]; rows: Array<{ key: string; cells: string[] }> }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{m.con_none()}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped aria-labelledby={id} miw={360}>
            <Table.Thead>
              <Table.Tr>
                {head.map((h, i) => (
                  <Table.Th key={h} ta={i ? 'right' : undefined} style={i ? { whiteSpace: 'nowrap' } : undefined}>
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.key}>
                  {r.cells.map((c, i) => (i ? <Table.Td key={i} ta="right" style={{ whiteSpace: 'nowrap' }}>{c}</Table.Td> : <Table.Th key={i} scope="row" fw={400}>{c}</Table.Th>))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Paper>
  );
}
