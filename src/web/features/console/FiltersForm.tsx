import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { m } from '#i18n/paraglide/messages.js';

type Values = Partial<Record<string, string>>;
/** Sets one field (a Select answers null when cleared). */
export type SetField<F> = (name: keyof F & string) => (value: string | null) => void;

/**
 * A console list's filters: fields kept as typed until "Apply filters", "Clear" to drop them all;
 * `fields` draws the list's own, then the period (from, to: days on Addis Ababa's clock).
 */
export function FiltersForm<F extends Values>({ applied, apply, fields }: { applied: F; apply: (f: F) => void; fields: (f: F, set: SetField<F>) => ReactNode }) {
  const [f, setF] = useState<F>(applied);
  const set: SetField<F> = (name) => (value) => setF((old) => ({ ...old, [name]: value ?? '' }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(f);
  };
  const clear = () => {
    setF({} as F);
    apply({} as F);
  };
  const day = (name: 'from' | 'to', label: string) => (
    <TextInput type="date" label={label} description={m.con_filter_date_hint()} value={f[name] ?? ''} onChange={(e) => set(name)(e.currentTarget.value)} />
  );
  return (
    <form onSubmit={submit} role="search">
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
          {fields(f, set)}
          {day('from', m.con_filter_from())}
          {day('to', m.con_filter_to())}
        </SimpleGrid>
        <Group gap="xs">
          <Button type="submit">{m.con_apply()}</Button>
          <Button variant="default" onClick={clear}>
            {m.con_clear()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
