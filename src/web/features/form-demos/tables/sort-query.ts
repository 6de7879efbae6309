import { CUSTOMER_SORTS, type ListCustomersQuery } from '@common/schemas/ecommerce-orders';
import type { SortingState } from '@web/components/data-table/data-table';

/** The table's column id -> the server's sort key; columns not listed are not sortable. */
const SORT_OF: Record<string, ListCustomersQuery['sort']> = {
  name: 'name',
  country: 'country',
  orders: 'orders',
  spentMinor: 'spent',
  createdAt: 'createdAt',
};

export const SORTABLE_COLUMNS = Object.keys(SORT_OF);

/** The table's sort as the server's `sort` and `order`; newest first when nothing is sorted. */
export function sortQuery(model: SortingState): Pick<ListCustomersQuery, 'sort' | 'order'> {
  const first = model[0];
  const sort = first ? SORT_OF[first.id] : undefined;
  if (!first || !sort || !(CUSTOMER_SORTS as readonly string[]).includes(sort))
    return { sort: 'createdAt', order: 'desc' };
  return { sort, order: first.desc ? 'desc' : 'asc' };
}
