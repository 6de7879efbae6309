import type { SignInResult } from '@common/schemas/account';
import type { LoginInput } from '@common/schemas/auth';
import { apiRequest } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { storeSession } from './store-session';

export const signIn = (input: LoginInput) =>
  apiRequest<SignInResult>('/api/auth/login', { method: 'POST', body: input });

export function useSignIn() {
  return useMutation({ mutationFn: signIn, onSuccess: storeSession });
}
