import type { QueryClient } from '@tanstack/react-query';
import type { Me, MeResponse, PasswordChangeInput } from '#contract/user';
import type { MessageResponse } from '#contract/auth';
import { USER_ENDPOINTS } from '#contract/user-paths';
import type { DonationCheckout } from '#contract/donation';
import { DONATION_ENDPOINTS } from '#contract/donation-paths';
import { api } from '#web/lib/http';
import { meQuery } from '#web/lib/me-query';
import { m } from '#i18n/paraglide/messages.js';

/** Only the changed fields, plus the picture if one was chosen (spec section 3, profile update). */
export async function updateProfile(changes: Record<string, string>, picture: File | null): Promise<Me> {
  const form = new FormData();
  for (const [k, v] of Object.entries(changes)) form.append(k, v);
  if (picture) form.append('profileImg', picture);
  const body = await api<MeResponse>(USER_ENDPOINTS.profile, { method: 'PATCH', body: form, fallback: m.profile_update_failed() });
  return body.data;
}

/** The answer replaces the stored user: the navbar's avatar and greeting change at once. */
export const storeMe = (queryClient: QueryClient, identifier: string, me: Me) =>
  queryClient.setQueryData(meQuery(identifier).queryKey, me);

export const changePassword = (body: Required<PasswordChangeInput>) =>
  api<MessageResponse>(USER_ENDPOINTS.password, { method: 'PATCH', body, fallback: m.pw_failed() });

/** An unfinished payment's checkout again, or a new one for the same gift (issue 43). */
export const finishDonation = (id: string) =>
  api<DonationCheckout>(DONATION_ENDPOINTS.finish(encodeURIComponent(id)), { method: 'POST', fallback: m.donations_action_failed() }).then((r) => r.data);

/** An unfinished or failed payment out of the history (a confirmed gift stays). */
export const removeDonation = (id: string) =>
  api<void>(DONATION_ENDPOINTS.mine(encodeURIComponent(id)), { method: 'DELETE', fallback: m.donations_action_failed() });
