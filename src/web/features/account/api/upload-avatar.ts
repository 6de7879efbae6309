import * as api from '@common/api/account';
import type { PublicUser } from '@common/schemas/account';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { uploadFile } from '@web/lib/upload';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/** The picture goes through the shared upload helper, for the progress bar a slow link deserves. */
export function uploadAvatar(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<PublicUser> {
  // A 413 comes from the server's size limit before any handler: for a picture it means this.
  return uploadFile(api.uploadAvatar, file, {
    onProgress,
    signal,
    tooLarge: { code: 'avatarTooLarge', message: 'The picture is too large.' },
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
