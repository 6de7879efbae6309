import type { GoogleSignInInput } from '@common/schemas/auth';
import * as api from '@common/api/auth';
import { callApi } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { storeSession } from './store-session';

export const googleSignIn = (input: GoogleSignInInput) => callApi(api.googleSignIn, { body: input });

export function useGoogleSignIn() {
  return useMutation({ mutationFn: googleSignIn, onSuccess: storeSession });
}
