import type { OrderRow } from '@common/schemas/ecommerce-orders';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { OrderList } from '../api/orders';
import { formatDate, formatMoney } from '../lib/format';
import { gridLocaleText } from '@web/components/data-grid/grid-locale';
import { customerDetailsPath, orderDetailsPath } from '../lib/paths';
import { OrderStatusChip, PaymentChip } from './status-chips';
import { LoadErrorAlert } from '@web/components/load-error-alert';

export interface GridPaging {
  page: number;
  pageSize: number;
}

interface Props {
  data: OrderList | undefined;
  fetching: boolean;
  error: boolean;
  onRetry: () => void;
  paging: GridPaging;
  onPaging: (paging: GridPaging) => void;
  sort: GridSortModel;
  onSort: (sort: GridSortModel) => void;
  /** The customer's own page leaves the customer column out. */
  hideCustomer?: boolean;
}

/** Orders in MUI X Data Grid, every page, sort and filter done by the server (server modes). */
export function OrderGrid({ data, fetching, error, onRetry, paging, onPaging, sort, onSort, hideCustomer }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const columns: GridColDef<OrderRow>[] = [
    {
      field: 'number',
      headerName: t('ecommerceOrders.order.number'),
      width: 110,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={orderDetailsPath(row.id)} sx={{ fontWeight: 600 }}>
          #{row.number}
        </Link>
      ),
    },
    {
      field: 'createdAt',
      headerName: t('ecommerceOrders.order.date'),
      width: 170,
      valueFormatter: (value: string) => formatDate(value, lang, true),
    },
    ...(hideCustomer
      ? []
      : [
          {
            field: 'customer',
            headerName: t('ecommerceOrders.order.customer'),
            flex: 1,
            minWidth: 200,
            renderCell: ({ row }) => (
              <div style={{ lineHeight: 1.3, paddingBlock: 6 }}>
                <Link component={RouterLink} to={customerDetailsPath(row.customerId)}>
                  {row.customerName}
                </Link>
                <Typography variant="body2" color="textSecondary" noWrap>
                  {row.customerEmail}
                </Typography>
              </div>
            ),
          } satisfies GridColDef<OrderRow>,
        ]),
    {
      field: 'paymentStatus',
      headerName: t('ecommerceOrders.order.payment'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) => <PaymentChip status={row.paymentStatus} />,
    },
    {
      field: 'status',
      headerName: t('ecommerceOrders.order.status'),
      width: 125,
      renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
    },
    { field: 'items', headerName: t('ecommerceOrders.order.items'), width: 80, sortable: false, type: 'number' },
    {
      field: 'total',
      headerName: t('ecommerceOrders.order.total'),
      width: 130,
      type: 'number',
      valueGetter: (_value, row) => row.totalMinor,
      valueFormatter: (_value, row) => formatMoney(row.totalMinor, row.currency, lang),
    },
  ];

  return (
    <>
      {error && <LoadErrorAlert text={t('ecommerceOrders.list.loadFailed')} onRetry={onRetry} />}
      <DataGrid
        aria-label={t('ecommerceOrders.list.title')}
        rows={data?.items ?? []}
        columns={columns}
        rowCount={data?.total ?? 0}
        loading={fetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paging}
        onPaginationModelChange={onPaging}
        pageSizeOptions={[10, 25, 50]}
        sortModel={sort}
        onSortModelChange={onSort}
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        getRowHeight={() => 'auto'}
        localeText={gridLocaleText(t, t('ecommerceOrders.list.empty'))}
        sx={{ border: 0, minHeight: 360 }}
      />
    </>
  );
}
