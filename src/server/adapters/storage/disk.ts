import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, Visibility } from './storage';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Files on the local disk under `root`/{public,private}. */
export function diskStorage(root: string): FileStorage {
  const dirFor = (v: Visibility) => path.join(root, v);
  const fileFor = (v: Visibility, key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(dirFor(v), key);
  };
  return {
    publicDir: dirFor('public'),
    async put(v, key, bytes) {
      const file = fileFor(v, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    read: (v, key) => readFile(fileFor(v, key)),
    async has(v, key) {
      try {
        return (await stat(fileFor(v, key))).isFile();
      } catch {
        return false;
      }
    },
    remove: (v, key) => rm(fileFor(v, key), { force: true }),
    publicUrl: (key) => `/media/${key}`,
  };
}
