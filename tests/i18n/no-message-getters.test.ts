// Each message is named once, at its rule: the contract calls the catalogue's m.key() where the
// rule is, never through an object of getters that only forwards to it (such objects drifted: two
// names for one message, names whose words had changed).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CONTRACT = 'src/contract';

/** `get name() { return m.key(…); }`, or an object of messages named `*_MSG`. */
const FORWARDER = /\bget\s+\w+\s*\(\s*\)\s*(?::\s*[\w.]+\s*)?\{\s*return\s+m\.\w+\(|\b[A-Z][A-Z_]*_MSG\s*(?::[^=]+)?=\s*\{/;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe('messages in the contract', () => {
  it('recognises a forwarding getter and a message object', () => {
    expect(FORWARDER.test('export const X = {\n  get titleRequired() {\n    return m.create_title_required();\n  },\n};')).toBe(true);
    expect(FORWARDER.test('export const AUTH_MSG = { a: () => m.auth_required() };')).toBe(true);
    expect(FORWARDER.test("required: () => m.create_title_required(),")).toBe(false);
  });

  it('calls m.* at each rule, with no getter that only forwards to it', () => {
    const offenders = sources(CONTRACT).filter((f) => FORWARDER.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
