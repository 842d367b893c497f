import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Mantine's CSS is imported component by component (src/web/ui/mantine-styles.ts): a component
// used without its stylesheet renders unstyled (the review queue's Spoiler spilled over the fields
// below it, its Pagination was a column of bare buttons). This test finds every Mantine component
// the web app uses, and every component those are built from, and asks for each one's CSS.
const root = path.resolve(__dirname, '../..');
const core = path.join(root, 'node_modules/@mantine/core');
const components = path.join(core, 'esm/components');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/**
 * Where the stylesheets are imported: ui/mantine-styles.ts for the one stylesheet, or a lazy
 * part that brings its own with it (the report form's Radio), which loads only with that part.
 */
const stylesheets = files(path.join(root, 'src/web'))
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

/** Mantine component names imported from @mantine/core anywhere in src/web. */
function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of files(path.join(root, 'src/web')).filter((f) => /\.tsx?$/.test(f))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core'/g)) {
      for (const name of m[1].split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0])) {
        if (name && existsSync(path.join(components, name))) used.add(name);
      }
    }
  }
  return used;
}

/** The component and every Mantine component its source imports, transitively. */
function withParts(names: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...names];
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const file of files(path.join(components, name)).filter((f) => f.endsWith('.mjs'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/from\s+["'](\.{1,2}\/[^"']+)["']/g)) {
        const target = path.relative(components, path.resolve(path.dirname(file), m[1]));
        const part = target.split(path.sep)[0];
        if (!target.startsWith('..') && part && part !== name) queue.push(part);
      }
    }
  }
  return seen;
}

/**
 * Parts a used component's source imports only for features the app does not use: Menu imports
 * Radio for Menu.RadioItem and Accordion's chevron icon (no CSS of its own) for sub-menus.
 */
const UNUSED_PARTS = new Set(['Accordion', 'Radio']);

describe('Mantine styles', () => {
  it('imports the stylesheet of every Mantine component the app uses, and of the parts they are built from', () => {
    const used = usedComponents();
    expect(used.has('Button')).toBe(true);
    const missing = [...withParts(used)]
      .filter((name) => !UNUSED_PARTS.has(name) || used.has(name))
      .filter((name) => existsSync(path.join(core, `styles/${name}.layer.css`)))
      .filter((name) => !stylesheets.includes(`@mantine/core/styles/${name}.layer.css'`))
      .sort();
    expect(missing).toEqual([]);
  });
});
