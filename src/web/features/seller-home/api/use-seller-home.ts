import * as api from '@common/api/seller-home';
import { SELLER_HOME_DEFAULT_PERIOD, SELLER_HOME_PERIODS, type SellerHomePeriod } from '@common/schemas/seller-home';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const isPeriod = (value: string | null): value is SellerHomePeriod =>
  (SELLER_HOME_PERIODS as readonly (string | null)[]).includes(value);

/** The period in the address (`?period=7d`), so a shared or reloaded link shows the same span. */
export function usePeriod(): [SellerHomePeriod, (period: SellerHomePeriod) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period = isPeriod(asked) ? asked : SELLER_HOME_DEFAULT_PERIOD;
  const setPeriod = useCallback(
    (next: SellerHomePeriod) =>
      setParams(
        (old) => {
          const copy = new URLSearchParams(old);
          if (next === SELLER_HOME_DEFAULT_PERIOD) copy.delete('period');
          else copy.set('period', next);
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [period, setPeriod];
}

/** The member's own figures for the period; the previous period's stay on screen while the next loads. */
export function useSellerHome(period: SellerHomePeriod) {
  return useQuery({
    queryKey: queryKeys.sellerHome(period),
    queryFn: ({ signal }) => callApi(api.sellerHome, { query: { period }, signal }),
    placeholderData: keepPreviousData,
  });
}
