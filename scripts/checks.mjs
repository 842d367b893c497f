// `npm run checks` (run by `npm test`): the linter, the four type checks (`npm run lint`,
// `npm run typecheck`) and the unused-code check (knip, knip.jsonc) in two lanes side by side —
// the machines have two cores and each tool uses
// one — failing if any fails, each tool's output printed whole when it ends.
import { spawn } from 'node:child_process';

const tool = (args) =>
  new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const started = Date.now();
    child.on('close', (code) => {
      const took = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`== ${args.join(' ')}: ${code === 0 ? 'passed' : `FAILED (${code})`} in ${took} s\n${out}`);
      resolve(code === 0);
    });
  });

const lane = async (...steps) => {
  let ok = true;
  for (const args of steps) ok = (await tool(args)) && ok;
  return ok;
};

const i18n = await tool(['node', 'scripts/i18n.mjs']);
if (!i18n) process.exit(1);
const results = await Promise.all([
  // Everything together (tests and benchmarks touch every runtime's code): the longest check; then
  // the exports, files and packages nothing uses (under a minute; this lane is the shorter one).
  lane(['tsc', '-p', 'tsconfig.json'], ['knip', '--no-progress']),
  // Each runtime alone (no `window` in the server, no `node:fs` in the web app), and the linter.
  lane(['eslint', '.', '--max-warnings=0'], ['tsc', '-p', 'tsconfig.web.json'], ['tsc', '-p', 'tsconfig.sw.json'], ['tsc', '-p', 'tsconfig.server.json']),
]);
if (!results.every(Boolean)) process.exit(1);
