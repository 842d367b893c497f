import { m } from '#i18n/paraglide/messages.js';
import { showToast } from './toast';

/** The browser refused to store more (IndexedDB or Cache Storage), directly or wrapped by Dexie. */
export function isQuotaError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { name?: string; inner?: unknown; code?: number };
  if (e.name === 'QuotaExceededError' || e.code === 22) return true;
  return e.inner ? isQuotaError(e.inner) : false;
}

export const storageFullTitle = () => m.storage_full_title();

let shownAt = 0;

/**
 * Tells the user that something could not be saved on the device for lack of space, instead of
 * swallowing it. `what` names it, in the page's language ("Your draft", "Campaigns for offline use"). At most one notice a
 * minute, so a full disk does not bury the screen in toasts. Returns whether it was a quota error.
 */
export function reportStorageError(err: unknown, what: string): boolean {
  if (!isQuotaError(err)) return false;
  if (Date.now() - shownAt > 60_000) {
    shownAt = Date.now();
    void showToast({
      id: 'birr-storage-full',
      color: 'red',
      title: storageFullTitle(),
      message: m.storage_full_message({ what }),
      autoClose: 10_000,
    });
  }
  return true;
}
