// The rules of eslint.config.js that keep the web app's parts apart: feature folders meet only at
// their index.ts and in a declared order (no folder loop), one file reads the tokens' claims, and a
// disable directive that silences nothing is an error. Each case lints text in memory (nothing is
// written) with the repository's own config, as the text of a file that exists. The first case waits
// longest: ESLint's cycle check reads the whole import graph once.
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

describe('feature folders meet at their front door', { timeout: 120_000 }, () => {
  it('reports a feature reaching into another feature past its index.ts', async () => {
    const messages = await lint(
      'src/web/features/landing/FeaturedCampaigns.tsx',
      "import { CampaignGrid } from '../campaigns/CampaignGrid';\nexport const probe = CampaignGrid;\n",
    );
    expect(messages).toContainEqual({ rule: 'import/no-restricted-paths', message: expect.stringContaining("import from '../campaigns'") });
  });

  it('reports the same reach through an import alias', async () => {
    const messages = await lint(
      'src/web/features/landing/FeaturedCampaigns.tsx',
      "import { CampaignGrid } from '#web/features/campaigns/CampaignGrid';\nexport const probe = CampaignGrid;\n",
    );
    expect(messages.map((m) => m.rule)).toContain('import/no-restricted-paths');
  });

  it('lets a feature import what another offers in its index.ts', async () => {
    const messages = await lint('src/web/features/landing/FeaturedCampaigns.tsx', "import { CampaignGrid } from '../campaigns';\nexport const probe = CampaignGrid;\n");
    expect(messages).toEqual([]);
  });

  it('reports an import that would close a loop between feature folders, even through the index.ts', async () => {
    // profile imports auth; auth importing profile would make the two folders depend on each other.
    const messages = await lint('src/web/features/auth/UserMenu.tsx', "import { campaignStatusLabel } from '../profile';\nexport const probe = campaignStatusLabel;\n");
    expect(messages).toContainEqual({ rule: 'import/no-restricted-paths', message: expect.stringContaining('features/auth may not import features/profile') });
  });
});

describe('one reader of the tokens’ claims', { timeout: 120_000 }, () => {
  const decodes = "import { jwtDecode } from 'jwt-decode';\nexport const probe = jwtDecode;\n";

  it('reports jwt-decode imported anywhere but src/web/lib/claims.ts, session.ts included', async () => {
    for (const file of ['src/web/features/auth/UserMenu.tsx', 'src/web/lib/session.ts', 'sw/sw.ts']) {
      expect(await lint(file, decodes)).toContainEqual({ rule: 'no-restricted-imports', message: expect.stringContaining('the one claims reader') });
    }
  });

  it('lets src/web/lib/claims.ts import it', async () => {
    expect(await lint('src/web/lib/claims.ts', decodes)).toEqual([]);
  });
});

describe('disable directives', { timeout: 120_000 }, () => {
  it('reports one that silences nothing', async () => {
    const messages = await lint('src/web/lib/claims.ts', "// eslint-disable-next-line import/no-cycle\nexport const probe = 1;\n");
    expect(messages).toContainEqual({ rule: null, message: expect.stringContaining('Unused eslint-disable directive') });
  });
});
