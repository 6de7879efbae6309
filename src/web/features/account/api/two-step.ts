import * as api from '@common/api/account';
import type { ResponseOf } from '@common/api/endpoint';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';

export type TotpSetup = ResponseOf<typeof api.startTotp>;

// Setup, enable and disable are one flow; three small calls kept together for that reason.
export const startTwoStep = (): Promise<TotpSetup> => callApi(api.startTotp);
export const enableTwoStep = (code: string) => callApi(api.enableTotp, { body: { code } });
export const disableTwoStep = (code: string) => callApi(api.disableTotp, { body: { code } });

const refreshMe = () => queryClient.invalidateQueries({ queryKey: queryKeys.me });

export const useStartTwoStep = () => useMutation({ mutationFn: startTwoStep });
export const useEnableTwoStep = () => useMutation({ mutationFn: enableTwoStep, onSuccess: refreshMe });
export const useDisableTwoStep = () => useMutation({ mutationFn: disableTwoStep, onSuccess: refreshMe });
