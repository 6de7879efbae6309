import type { PublicUser } from '@common/schemas/account';
import { ApiError } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { readSession } from '@web/lib/session';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/*
 * XMLHttpRequest rather than apiRequest: fetch cannot report upload progress, and a picture over
 * a slow link deserves a progress bar.
 */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<PublicUser> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/account/avatar');
    const token = readSession()?.accessToken;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(ApiError.network());
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as PublicUser);
      // 413 comes from the multipart limit before our handler, so it names no field: put it on the file.
      if (xhr.status === 413) {
        const message = 'The picture is too large.';
        const file = { code: 'avatarTooLarge', message };
        return reject(
          new ApiError(413, { error: 'Payload Too Large', code: 'avatarTooLarge', message, fields: { file } }),
        );
      }
      reject(ApiError.fromResponse(xhr.status, xhr.statusText, body));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export function useUploadAvatar() {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadAvatar(file, setProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
  return { ...mutation, progress };
}
