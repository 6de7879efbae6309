import type { OrderRow } from '@common/schemas/ecommerce-orders';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataTable, type DataColumn, type SortingState, type TablePaging } from '@web/components/data-table/data-table';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { OrderList } from '../api/orders';
import { formatDate, formatMoney } from '../lib/format';
import { customerDetailsPath, orderDetailsPath } from '../lib/paths';
import { OrderStatusChip, PaymentChip } from './status-chips';
import { LoadErrorAlert } from '@web/components/load-error-alert';

export type GridPaging = TablePaging;

interface Props {
  data: OrderList | undefined;
  fetching: boolean;
  error: boolean;
  onRetry: () => void;
  paging: GridPaging;
  onPaging: (paging: GridPaging) => void;
  sort: SortingState;
  onSort: (sort: SortingState) => void;
  /** The customer's own page leaves the customer column out. */
  hideCustomer?: boolean;
}

/** Orders in the shared data table, every page, sort and filter done by the server. */
export function OrderGrid({ data, fetching, error, onRetry, paging, onPaging, sort, onSort, hideCustomer }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const columns: DataColumn<OrderRow>[] = [
    {
      id: 'number',
      header: t('ecommerceOrders.order.number'),
      sortable: true,
      width: 110,
      cell: (row) => (
        <Link component={RouterLink} to={orderDetailsPath(row.id)} sx={{ fontWeight: 600 }}>
          #{row.number}
        </Link>
      ),
    },
    {
      id: 'createdAt',
      header: t('ecommerceOrders.order.date'),
      sortable: true,
      minWidth: 170,
      cell: (row) => formatDate(row.createdAt, lang, true),
    },
    ...(hideCustomer
      ? []
      : [
          {
            id: 'customer',
            header: t('ecommerceOrders.order.customer'),
            sortable: true,
            minWidth: 200,
            cell: (row) => (
              <div style={{ lineHeight: 1.3 }}>
                <Link component={RouterLink} to={customerDetailsPath(row.customerId)}>
                  {row.customerName}
                </Link>
                <Typography variant="body2" color="textSecondary" noWrap>
                  {row.customerEmail}
                </Typography>
              </div>
            ),
          } satisfies DataColumn<OrderRow>,
        ]),
    {
      id: 'paymentStatus',
      header: t('ecommerceOrders.order.payment'),
      minWidth: 120,
      cell: (row) => <PaymentChip status={row.paymentStatus} />,
    },
    {
      id: 'status',
      header: t('ecommerceOrders.order.status'),
      sortable: true,
      minWidth: 125,
      cell: (row) => <OrderStatusChip status={row.status} />,
    },
    { id: 'items', header: t('ecommerceOrders.order.items'), align: 'right', width: 80, cell: (row) => row.items },
    {
      id: 'total',
      header: t('ecommerceOrders.order.total'),
      sortable: true,
      align: 'right',
      minWidth: 130,
      cell: (row) => formatMoney(row.totalMinor, row.currency, lang),
    },
  ];

  return (
    <>
      {error && <LoadErrorAlert text={t('ecommerceOrders.list.loadFailed')} onRetry={onRetry} />}
      <DataTable
        label={t('ecommerceOrders.list.title')}
        columns={columns}
        rows={data?.items ?? []}
        getRowId={(row) => row.id}
        total={data?.total ?? 0}
        loading={fetching}
        emptyText={t('ecommerceOrders.list.empty')}
        paging={paging}
        onPaging={onPaging}
        sort={sort}
        onSort={onSort}
      />
    </>
  );
}
