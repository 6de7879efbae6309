import type { SignInResult } from '@common/schemas/account';
import type { RegisterInput } from '@common/schemas/auth';
import { apiRequest } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { storeSession } from './store-session';

export const register = (input: RegisterInput) =>
  apiRequest<SignInResult>('/api/auth/register', { method: 'POST', body: input });

export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: storeSession });
}
