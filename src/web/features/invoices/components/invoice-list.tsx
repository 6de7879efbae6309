import {
  INVOICE_SHOWN_STATUSES,
  type InvoiceShownStatus,
  type InvoiceSort,
  type InvoiceSummary,
} from '@common/schemas/invoices';
import { formatMoney } from '@common/money';
import { isLangCode, languageOf } from '@common/i18n/languages';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ListToolbar } from '@web/components/data-table/list-toolbar';
import { PageHeader } from '@web/components/page-header';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useDeleteInvoice, useInvoices } from '../api/invoices';
import { invoicePaths } from '../paths';
import { InvoiceStats } from './invoice-stats';
import { InvoiceStatusChip } from './status-chip';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { DataTable, type DataColumn, type SortingState } from '@web/components/data-table/data-table';
import { useDebounced } from '@web/lib/use-debounced';

/** The table's column id -> the API's sort name. */
const SORT_OF: Record<string, InvoiceSort> = {
  number: 'number',
  clientName: 'client',
  issueDate: 'issueDate',
  dueDate: 'dueDate',
  totalMinor: 'total',
  status: 'status',
};

/** The invoices of the site: a server-paged, server-sorted table with status, date and text filters. */
export function InvoiceList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = isLangCode(i18n.language) ? languageOf(i18n.language).htmlLang : 'en';
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<InvoiceShownStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sortModel, setSortModel] = useState<SortingState>([{ id: 'number', desc: true }]);
  const [deleting, setDeleting] = useState<InvoiceSummary | null>(null);
  const remove = useDeleteInvoice();
  const q = useDebounced(search.trim());
  const sort = sortModel[0];
  // A new search, filter or sort starts again at the first page: the page belongs to what it was chosen for.
  const filterKey = JSON.stringify([q, status, from, to, sort]);
  const [paging, setPaging] = useState({ key: filterKey, page: 0, pageSize: 10 });
  const paginationModel = { page: paging.key === filterKey ? paging.page : 0, pageSize: paging.pageSize };
  const invoices = useInvoices({
    page: paginationModel.page + 1,
    pageSize: paginationModel.pageSize,
    q,
    status: status || undefined,
    from: from || undefined,
    to: to || undefined,
    // No column chosen: the newest number first.
    sort: SORT_OF[sort?.id ?? 'number'] ?? 'number',
    order: sort && !sort.desc ? 'asc' : 'desc',
  });

  const columns = useMemo<DataColumn<InvoiceSummary>[]>(() => {
    const money = (row: InvoiceSummary, minor: number) => formatMoney(minor, row.currency, locale);
    const day = (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    return [
      {
        id: 'number',
        header: t('invoice.column.number'),
        sortable: true,
        minWidth: 105,
        cell: (row) => (
          <Link component={RouterLink} to={invoicePaths.preview(row.number)} sx={{ fontWeight: 600 }}>
            #{row.number}
          </Link>
        ),
      },
      {
        id: 'clientName',
        header: t('invoice.column.client'),
        sortable: true,
        minWidth: 180,
        cell: (row) => (
          <Stack sx={{ lineHeight: 1.3 }}>
            <span>{row.clientName}</span>
            <Typography variant="body2" color="textSecondary" component="span">
              {row.clientEmail}
            </Typography>
          </Stack>
        ),
      },
      {
        id: 'issueDate',
        header: t('invoice.column.issueDate'),
        sortable: true,
        minWidth: 130,
        cell: (row) => day(row.issueDate),
      },
      {
        id: 'dueDate',
        header: t('invoice.column.dueDate'),
        sortable: true,
        minWidth: 120,
        cell: (row) => day(row.dueDate),
      },
      {
        id: 'totalMinor',
        header: t('invoice.column.total'),
        sortable: true,
        minWidth: 120,
        align: 'right',
        cell: (row) => money(row, row.totalMinor),
      },
      {
        id: 'balance',
        header: t('invoice.column.balance'),
        minWidth: 120,
        align: 'right',
        cell: (row) => money(row, Math.max(0, row.totalMinor - row.paidMinor)),
      },
      {
        id: 'status',
        header: t('invoice.column.status'),
        sortable: true,
        minWidth: 130,
        cell: (row) => <InvoiceStatusChip status={row.status} />,
      },
      {
        id: 'actions',
        header: t('invoice.column.actions'),
        minWidth: 130,
        align: 'right',
        cell: (row) => (
          <>
            <Tooltip title={t('invoice.action.preview')}>
              <IconButton
                size="small"
                aria-label={`${t('invoice.action.preview')} #${row.number}`}
                onClick={() => void navigate(invoicePaths.preview(row.number))}
              >
                <IconEye size={18} />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('invoice.action.edit')}>
              <IconButton
                size="small"
                aria-label={`${t('invoice.action.edit')} #${row.number}`}
                onClick={() => void navigate(invoicePaths.edit(row.number))}
              >
                <IconEdit size={18} />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('invoice.action.delete')}>
              <IconButton
                size="small"
                color="error"
                aria-label={`${t('invoice.action.delete')} #${row.number}`}
                onClick={() => setDeleting(row)}
              >
                <IconTrash size={18} />
              </IconButton>
            </Tooltip>
          </>
        ),
      },
    ];
  }, [t, locale, navigate]);

  return (
    <Stack spacing={3}>
      <PageHeader title={t('invoice.title')} gutter={false} />
      {invoices.data && <InvoiceStats stats={invoices.data.stats} onPick={setStatus} />}
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2 }}>
          <TextField
            select
            label={t('invoice.list.status')}
            value={status}
            onChange={(e) => setStatus(e.target.value as InvoiceShownStatus | '')}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('invoice.list.anyStatus')}</MenuItem>
            {INVOICE_SHOWN_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`invoice.status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={t('invoice.list.from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={t('invoice.list.to')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <ListToolbar
          divided
          searchLabel={t('invoice.list.search')}
          search={search}
          onSearch={setSearch}
          addLabel={t('invoice.list.add')}
          onAdd={() => void navigate(invoicePaths.add)}
        />
        {invoices.isError && (
          <LoadErrorAlert text={t('invoice.list.loadFailed')} onRetry={() => void invoices.refetch()} />
        )}
        <DataTable
          label={t('invoice.title')}
          columns={columns}
          rows={invoices.data?.items ?? []}
          getRowId={(row) => String(row.number)}
          total={invoices.data?.total ?? 0}
          loading={invoices.isFetching}
          emptyText={t('invoice.list.empty')}
          paging={paginationModel}
          onPaging={(model) => setPaging({ key: filterKey, ...model })}
          sort={sortModel}
          onSort={setSortModel}
        />
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title={t('invoice.action.delete')}
        text={deleting ? t('invoice.delete.confirm', { number: deleting.number }) : ''}
        confirmLabel={t('invoice.action.delete')}
        danger
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.number, { onSuccess: () => setDeleting(null) });
        }}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </Stack>
  );
}
