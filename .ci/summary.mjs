// Adds up the JSON reports Vitest wrote during this CI run into one closing line.
import { readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const f of readdirSync('.test-results').filter((n) => n.endsWith('.json'))) {
  const r = JSON.parse(readFileSync(`.test-results/${f}`, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
