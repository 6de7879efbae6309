import type { ForgotPasswordInput, ResetPasswordInput } from '@common/schemas/auth';
import * as api from '@common/api/auth';
import { callApi } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';

export const requestPasswordReset = (input: ForgotPasswordInput) => callApi(api.forgotPassword, { body: input });

export const resetPassword = (input: ResetPasswordInput) => callApi(api.resetPassword, { body: input });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
