import type { SignInResult } from '@common/schemas/account';
import type { GoogleSignInInput } from '@common/schemas/auth';
import { apiRequest } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { storeSession } from './store-session';

export const googleSignIn = (input: GoogleSignInInput) =>
  apiRequest<SignInResult>('/api/auth/google', { method: 'POST', body: input });

export function useGoogleSignIn() {
  return useMutation({ mutationFn: googleSignIn, onSuccess: storeSession });
}
