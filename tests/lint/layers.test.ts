// The layers and the no-cycle rule of eslint.config.js must hold through the import aliases
// (`#web/…`, `#contract/…`). ESLint's import rules skip an import they cannot resolve, silently:
// if the aliases ever stop resolving for ESLint, these fail instead of the zones going quiet.
// Each case lints text in memory (nothing is written) with the repository's own config, as the
// text of a file that exists (eslint-plugin-import's no-cycle fails on a path that does not).
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages ESLint gives `code` as if it were the text of `file` (from the repository root). */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

const CONTRACT_ZONE = 'The contract is shared by web, worker and server: it imports neither.';

describe('ESLint follows the import aliases', { timeout: 120_000 }, () => {
  it('reports the contract importing the web app through an alias, as through a relative path', async () => {
    const viaAlias = await lint('src/contract/money.ts', "import { api } from '#web/lib/api';\nexport const probe = api;\n");
    const viaPath = await lint('src/contract/money.ts', "import { api } from '../web/lib/api';\nexport const probe = api;\n");
    expect(viaAlias).toContainEqual({ rule: 'import/no-restricted-paths', message: expect.stringContaining(CONTRACT_ZONE) });
    expect(viaPath).toContainEqual({ rule: 'import/no-restricted-paths', message: expect.stringContaining(CONTRACT_ZONE) });
  });

  it('reports a layer below importing one above through an alias', async () => {
    const messages = await lint('sw/sw.ts', "import { loadConfig } from '#server/config';\nexport const probe = loadConfig;\n");
    expect(messages).toContainEqual({
      rule: 'import/no-restricted-paths',
      message: expect.stringContaining('The service worker never imports the server.'),
    });
  });

  it('lets the web app import the contract through an alias', async () => {
    const messages = await lint('src/web/lib/api.ts', "import { formatBr } from '#contract/money';\nexport const probe = formatBr;\n");
    expect(messages).toEqual([]);
  });

  it('reports an import cycle closed through an alias', async () => {
    // On disk back.ts imports here.ts through `#tests/…`; here.ts importing back.ts closes the circle.
    const messages = await lint('tests/lint/fixtures/here.ts', "import { back } from '#tests/lint/fixtures/back';\nexport const here = back;\n");
    expect(messages.map((m) => m.rule)).toContain('import/no-cycle');
  });
});

// The server imports no file of the web app: it loads the built renderer at run time and knows it
// by src/contract/pages.ts. The zone has no exceptions left (it had app/head.ts and app/page-data.ts).
describe('the server imports no web file', { timeout: 120_000 }, () => {
  const SERVER_ZONE = 'Server code never imports the web app';
  it.each([
    ['a page head helper, once allowed', "import { landingHead } from '#web/app/head';\nexport const probe = landingHead;\n"],
    ['the route table, by a relative path', "import { routes } from '../../web/app/routes';\nexport const probe = routes;\n"],
    ['a type only', "import type { PageRoute } from '#web/app/page-route';\nexport type Probe = PageRoute;\n"],
  ])('reports %s', async (_name, code) => {
    expect(await lint('src/server/ssr/pages.ts', code)).toContainEqual({ rule: 'import/no-restricted-paths', message: expect.stringContaining(SERVER_ZONE) });
  });

  it('lets it take what the renderer and the server share from the contract', async () => {
    expect(await lint('src/server/ssr/pages.ts', "import { SITE_NAME } from '#contract/pages';\nexport const probe = SITE_NAME;\n")).toEqual([]);
  });
});
