// NOTE(pwa): switch to requestPersistentStorage() from src/web/lib/persist-storage.ts once it lands.
let asked = false;

/** Once an organiser has a draft, ask the browser not to evict this site's storage under pressure. */
export function askPersistentStorage() {
  if (asked) return;
  asked = true;
  void navigator.storage?.persist?.().catch(() => false);
}
