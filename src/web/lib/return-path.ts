/** Where to go after signing in: only a path of ours (never another site, "//host", or an auth page), else home. */
export const returnPath = (from: unknown): string =>
  typeof from === 'string' && /^\/(?!\/)/.test(from) && !from.startsWith('/auth/') ? from : '/';
