// The first view's doors to the JSON client (./http.ts, with ofetch): it loads with the first
// request instead of with the page, since a server-rendered page arrives with its data
// (main.tsx also fetches it at idle). Code that loads later imports ./http directly.
import type { api as httpApi } from './http';

const http = () => import('./http');

/** Same as `api` in ./http.ts. */
export async function api<T>(path: string, options?: Parameters<typeof httpApi>[1]): Promise<T> {
  return (await http()).api<T>(path, options);
}

/** Same as `refreshSession` in ./http.ts. */
export const refreshSession = async (): Promise<boolean> => (await http()).refreshSession();

export const loadHttpClient = () => void http();
