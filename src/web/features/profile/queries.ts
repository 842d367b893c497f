import type { QueryClient } from '@tanstack/react-query';
import type { Me, MeResponse, PasswordChangeInput } from '#contract/user';
import type { MessageResponse } from '#contract/auth';
import { USER_ENDPOINTS } from '#contract/user-paths';
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
