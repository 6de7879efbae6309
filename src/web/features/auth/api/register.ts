import type { RegisterInput } from '@common/schemas/auth';
import * as api from '@common/api/auth';
import { callApi } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { storeSession } from './store-session';

export const register = (input: RegisterInput) => callApi(api.register, { body: input });

export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: storeSession });
}
