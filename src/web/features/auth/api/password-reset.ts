import type { ForgotPasswordInput, ResetPasswordInput } from '@common/schemas/auth';
import { apiRequest } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiRequest<{ message: string }>('/api/auth/forgot-password', { method: 'POST', body: input });

export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest<{ ok: true }>('/api/auth/reset-password', { method: 'POST', body: input });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
