import * as api from '@common/api/email';
import type { ComposeEmailInput, EmailBox, UpdateEmailsInput } from '@common/schemas/email';
import { accessToken, callApi, urlOf } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { subscribe } from '@web/lib/realtime/bus';
import { uploadFile } from '@web/lib/upload';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The e-mail app's server state, under one query-key prefix: any change (and mail arriving on the
 * live channel) refreshes the lists and the counts together, so they never disagree.
 */
export const emailKeys = {
  all: ['email'] as const,
  counts: ['email', 'counts'] as const,
  list: (box: EmailBox, q: string, page: number) => ['email', 'list', box, q, page] as const,
  message: (id: string) => ['email', 'message', id] as const,
};

export function useEmailCounts() {
  return useQuery({
    queryKey: emailKeys.counts,
    queryFn: ({ signal }) => callApi(api.emailCounts, { signal }),
  });
}

/** A page of a box; the previous page stays on screen while the next one loads. */
export function useEmailList(box: EmailBox, q: string, page: number) {
  return useQuery({
    queryKey: emailKeys.list(box, q, page),
    queryFn: ({ signal }) => callApi(api.listEmail, { query: { box, page, ...(q ? { q } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One message; fetching it marks it read, so the lists and counts are refreshed after. */
export function useEmailMessage(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: emailKeys.message(id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const message = await callApi(api.readEmail, { params: { id: id! }, signal });
      void client.invalidateQueries({ queryKey: ['email', 'list'] });
      void client.invalidateQueries({ queryKey: emailKeys.counts });
      return message;
    },
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: emailKeys.all });
}

export function useUpdateEmails() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UpdateEmailsInput) => callApi(api.updateEmails, { body: input }),
    onSettled: refresh,
  });
}

export function useDeleteEmails() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(api.deleteEmails, { body: { ids } }),
    onSettled: refresh,
  });
}

/** Saves (a new draft or the open one) or sends, as `input.send` says. */
export function useSaveEmail() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ draftId, input }: { draftId: string | null; input: ComposeEmailInput }) =>
      draftId
        ? callApi(api.updateDraft, { params: { id: draftId }, body: input })
        : callApi(api.composeEmail, { body: input }),
    onSuccess: refresh,
  });
}

export function uploadAttachment(file: File) {
  return uploadFile(api.uploadEmailAttachment, file, {
    tooLarge: { code: 'emailAttachmentTooLarge', message: 'A file may be at most 5 MB.' },
  });
}

/** Attachments need the caller's token, so a plain link would not do: fetched, then saved. */
export async function downloadAttachment(id: string, name: string): Promise<void> {
  const token = accessToken();
  const res = await fetch(urlOf(api.downloadEmailAttachment, { id }), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw ApiError.fromResponse(res.status, res.statusText, await res.json().catch(() => null));
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** New mail announced on the personal live channel refreshes what the app shows. */
export function useLiveMailRefresh() {
  const client = useQueryClient();
  useEffect(() => subscribe('email-new', () => void client.invalidateQueries({ queryKey: emailKeys.all })), [client]);
}
