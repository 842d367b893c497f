import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the operator commands (backup, restore) share: a mistake an operator can make and fix is an
 * OperatorError, printed as one line without a stack trace, and the process exits non-zero.
 */
export class OperatorError extends Error {}

/** Runs a command's body; any failure becomes one line on stderr and exit code 1. */
export async function runCommand(name: string, body: () => Promise<void>) {
  try {
    await body();
  } catch (err) {
    // Anything else (a refused connection, a bucket that answers 403) is still the operator's to
    // fix, so it is reported in words too; --verbose shows where it came from.
    const message = err instanceof Error ? err.message : String(err);
    console.error(`${name} failed: ${message}`);
    if (!(err instanceof OperatorError) && process.argv.includes('--verbose') && err instanceof Error) console.error(err.stack);
    process.exitCode = 1;
  }
}

/** `<dir>` plus flags: `--force` and `--verbose` are the only ones. */
export function parseArgs(argv: string[], usage: string, flags: readonly string[] = []) {
  const known = new Set([...flags, '--verbose']);
  const unknown = argv.filter((a) => a.startsWith('--') && !known.has(a));
  const positional = argv.filter((a) => !a.startsWith('--'));
  if (unknown.length || positional.length !== 1) {
    throw new OperatorError(`${unknown.length ? `unknown option ${unknown.join(', ')}. ` : ''}Usage: ${usage}`);
  }
  // npm runs scripts in the project's folder; a relative folder means the one the operator typed it in.
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), positional[0]);
  return { dir, has: (flag: string) => argv.includes(flag) };
}

/** True when this module is the script node was started with (not imported by a test). */
export const isMain = (moduleUrl: string) =>
  Boolean(process.argv[1]) && path.resolve(process.argv[1]) === path.resolve(fileURLToPath(moduleUrl));
