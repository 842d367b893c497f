import type { AccountExport, DeleteAccountBody } from '#contract/account-data';
import type { MessageResponse } from '#contract/auth';
import { todayInEthiopia } from '#contract/dates';
import { USER_ENDPOINTS } from '#contract/user-paths';
import { api } from '#web/lib/http';
import { m } from '#i18n/paraglide/messages.js';

/**
 * Saves everything Birr holds about the signed-in person as one JSON file (issue 46): fetched with
 * their token like every call (a stale token is refreshed), then handed to the browser as a Blob.
 */
export async function downloadMyData() {
  const data = await api<AccountExport>(USER_ENDPOINTS.exportData, { fallback: m.settings_data_failed() });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `birr-${todayInEthiopia()}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; the URL is released once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A code to confirm deleting an account without a password, sent to its email or phone. */
export const sendDeletionCode = () =>
  api<MessageResponse>(USER_ENDPOINTS.deletionCode, { method: 'POST', fallback: m.delete_modal_failed() });

export const deleteMyAccount = (body: DeleteAccountBody) =>
  api<MessageResponse>(USER_ENDPOINTS.me, { method: 'DELETE', body, fallback: m.delete_modal_failed() });
