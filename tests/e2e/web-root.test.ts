import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eServer } from './server';

// After `npm run build`, only the web app is public under the web root: never the built server,
// its source map, its migrations or the build's manifest.
const baseURL = e2eServer().baseURL;

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));

describe('the web root after a build', () => {
  it.each(['/server/main.js', '/server/main.js.map', '/server/admin.js', '/server/migrations/0000_init.sql', '/.vite/manifest.json', '/ssr/entry.js', '/ssr/manifest.json'])(
    '%s is a 404, neither the file nor the app shell',
    async (url) => {
      const res = await fetch(`${baseURL}${url}`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).not.toContain('text/html');
    },
  );

  it('holds only what browsers load: no server code, no source maps, no dot-folders', () => {
    const web = files('dist/web').map((f) => path.relative('dist/web', f));
    expect(web).toContain('index.html');
    expect(web).toContain('sw.js');
    expect(web.filter((f) => f.endsWith('.map') || f.split(path.sep).some((part) => part.startsWith('.')) || f.endsWith('.sql'))).toEqual([]);
    expect(web.filter((f) => /^(server|ssr)\b/.test(f))).toEqual([]);
  });
});
