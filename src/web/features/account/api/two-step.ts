import { totpSetupSchema } from '@common/schemas/account';
import { apiRequest } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';

export type TotpSetup = z.infer<typeof totpSetupSchema>;

// Setup, enable and disable are one flow; three small calls kept together for that reason.
export const startTwoStep = async (): Promise<TotpSetup> =>
  totpSetupSchema.parse(await apiRequest<unknown>('/api/account/totp/setup', { method: 'POST' }));
export const enableTwoStep = (code: string) =>
  apiRequest<{ ok: true }>('/api/account/totp/enable', { method: 'POST', body: { code } });
export const disableTwoStep = (code: string) =>
  apiRequest<{ ok: true }>('/api/account/totp/disable', { method: 'POST', body: { code } });

const refreshMe = () => queryClient.invalidateQueries({ queryKey: queryKeys.me });

export const useStartTwoStep = () => useMutation({ mutationFn: startTwoStep });
export const useEnableTwoStep = () => useMutation({ mutationFn: enableTwoStep, onSuccess: refreshMe });
export const useDisableTwoStep = () => useMutation({ mutationFn: disableTwoStep, onSuccess: refreshMe });
