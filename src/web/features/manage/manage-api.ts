import { queryOptions } from '@tanstack/react-query';
import type { CampaignEdited, ManageAnswer, ManageView } from '#contract/manage';
import type { UpdateAnswer, UpdatePosted } from '#contract/updates';
import type { WordAnswer } from '#contract/words';
import { LIVE_CAMPAIGN_ENDPOINTS as E } from '#contract/live-campaign';
import type { CampaignChanged } from '#contract/campaign';
import { api } from '#web/lib/http';

export type { ManageView };

export const manageQuery = (id: string) =>
  queryOptions({
    queryKey: ['manage', id],
    queryFn: ({ signal }) => api<ManageAnswer>(E.manage(id), { signal }).then((r) => r.data),
    staleTime: 0,
  });

/** JSON, or a form when there is an image to send. */
const bodyOf = (fields: Record<string, string | number | undefined>, files: Record<string, File | File[] | null | undefined>) => {
  const hasFiles = Object.values(files).some((f) => (Array.isArray(f) ? f.length : f));
  if (!hasFiles) return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) fd.append(k, String(v));
  for (const [k, f] of Object.entries(files)) for (const file of [f ?? []].flat()) fd.append(k, file);
  return fd;
};

export const postUpdate = (id: string, text: string, image: File | null) =>
  api<UpdatePosted>(E.updates(id), { method: 'POST', body: bodyOf({ text }, { image }) });
export const editUpdate = (id: string, updateId: string, text: string) =>
  api<UpdateAnswer>(E.update(id, updateId), { method: 'PATCH', body: { text } });
export const deleteUpdate = (id: string, updateId: string) => api<void>(E.update(id, updateId), { method: 'DELETE' });
export const setWordHidden = (id: string, wordId: string, hidden: boolean) =>
  api<WordAnswer>(E.word(id, wordId), { method: 'PATCH', body: { hidden } });

export type CampaignFields = { title?: string; description?: string; goalAmount?: number; deadline?: string };
export const editCampaign = (id: string, fields: CampaignFields, cover: File | null) =>
  api<CampaignEdited>(E.edit(id), { method: 'PATCH', body: bodyOf(fields, { coverImage: cover }) });
export const resubmitCampaign = (id: string, fields: CampaignFields, cover: File | null) =>
  api<CampaignChanged>(E.resubmit(id), { method: 'POST', body: bodyOf(fields, { coverImage: cover }) });
