import * as api from '@common/api/account';
import { callApi } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';

/** Mails the signed-in user a fresh verification link (the server skips it once verified). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => callApi(api.resendVerification),
  });
}
