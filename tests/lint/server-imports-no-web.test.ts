// The server imports no file of the web app (issue 41): it loads the built renderer at run time
// and knows it by src/contract/pages.ts. The zone in eslint.config.js has no exceptions left.
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

const SERVER_ZONE = 'Server code never imports the web app';

describe('the server imports no web file', { timeout: 60_000 }, () => {
  it.each([
    ['a page head helper, once allowed', "import { landingHead } from '#web/app/head';\nexport const probe = landingHead;\n"],
    ['the route table', "import { routes } from '../../web/app/routes';\nexport const probe = routes;\n"],
    ['a type only', "import type { PageRoute } from '#web/app/page-route';\nexport type Probe = PageRoute;\n"],
  ])('reports %s', async (_name, code) => {
    expect(await lint('src/server/ssr/pages.ts', code)).toContainEqual({ rule: 'import/no-restricted-paths', message: expect.stringContaining(SERVER_ZONE) });
  });

  it('lets it take what the renderer and the server share from the contract', async () => {
    expect(await lint('src/server/ssr/pages.ts', "import { SITE_NAME } from '#contract/pages';\nexport const probe = SITE_NAME;\n")).toEqual([]);
  });
});
