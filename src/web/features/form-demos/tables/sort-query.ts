import { CUSTOMER_SORTS, type ListCustomersQuery } from '@common/schemas/ecommerce-orders';
import type { GridSortModel } from '@mui/x-data-grid';

/** The grid's column name -> the server's sort key; columns not listed are not sortable. */
const SORT_OF: Record<string, ListCustomersQuery['sort']> = {
  name: 'name',
  country: 'country',
  orders: 'orders',
  spentMinor: 'spent',
  createdAt: 'createdAt',
};

export const SORTABLE_COLUMNS = Object.keys(SORT_OF);

/** The grid's sort model as the server's `sort` and `order`; newest first when nothing is sorted. */
export function sortQuery(model: GridSortModel): Pick<ListCustomersQuery, 'sort' | 'order'> {
  const first = model[0];
  const sort = first ? SORT_OF[first.field] : undefined;
  if (!first || !sort || !(CUSTOMER_SORTS as readonly string[]).includes(sort))
    return { sort: 'createdAt', order: 'desc' };
  return { sort, order: first.sort === 'asc' ? 'asc' : 'desc' };
}
