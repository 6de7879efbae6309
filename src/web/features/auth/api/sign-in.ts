import type { LoginInput } from '@common/schemas/auth';
import * as api from '@common/api/auth';
import { callApi } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { storeSession } from './store-session';

export const signIn = (input: LoginInput) => callApi(api.login, { body: input });

export function useSignIn() {
  return useMutation({ mutationFn: signIn, onSuccess: storeSession });
}
