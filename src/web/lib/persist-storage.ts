let asked: Promise<boolean> | undefined;

/**
 * Asks the browser to keep this site's storage (drafts, saved campaigns) even when the device runs
 * low on space (`navigator.storage.persist()`). Called once an organiser has a draft; asks once per
 * page load and resolves to whether storage is persistent. Chromium grants it without a prompt to
 * installed or often-used sites; where it is refused or missing, everything still works.
 */
export function requestPersistentStorage(): Promise<boolean> {
  asked ??= (async () => {
    const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
    if (!storage?.persist) return false;
    try {
      if (await storage.persisted?.()) return true;
      return await storage.persist();
    } catch {
      return false;
    }
  })();
  return asked;
}
