// `virtual:boot-script`: src/web/boot/boot.ts compiled (types stripped, minified) into the text of
// one function expression, which the renderer hands the server (PageRenderer.bootScript) to inline,
// called with the page's settings, in a nonce'd <script>.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minify, transformWithOxc, type Plugin } from 'vite';

const ID = 'virtual:boot-script';
const FILE = fileURLToPath(new URL('../src/web/boot/boot.ts', import.meta.url));

/** The boot script as a function expression: `function(e){…}`. */
export async function compileBootScript(): Promise<string> {
  const ts = readFileSync(FILE, 'utf8');
  const { code } = await transformWithOxc(ts, FILE, { lang: 'ts', target: 'es2022' });
  const min = await minify(FILE.replace(/\.ts$/, '.js'), code, { compress: { target: 'es2022' }, mangle: true, module: true });
  const fn = min.code.trim().replace(/;$/, '');
  if (min.errors?.length || !/^export default function\b[^(]*\(/.test(fn)) {
    throw new Error(`boot-script: src/web/boot/boot.ts must hold one default-exported function and import nothing at run time (got: ${fn.slice(0, 80)}…)`);
  }
  return fn.replace(/^export default /, '');
}

export function bootScript(): Plugin {
  return {
    name: 'birr-boot-script',
    resolveId: (id) => (id === ID ? ID : null),
    async load(id) {
      if (id !== ID) return null;
      this.addWatchFile(FILE);
      return `export default ${JSON.stringify(await compileBootScript())};`;
    },
  };
}
