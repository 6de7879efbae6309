import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomerRow } from '@common/schemas/ecommerce-orders';
import { DataGrid, type GridColDef, type GridRowSelectionModel, type GridSortModel } from '@mui/x-data-grid';
import { IconChevronRight } from '@tabler/icons-react';
import { gridLocaleText } from '@web/components/data-grid/grid-locale';
import { SearchField } from '@web/components/data-grid/search-field';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { useDebounced } from '@web/lib/use-debounced';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerPage } from './customers-api';
import { CustomerDrawer } from './customer-drawer';
import { countryName, formatDate, formatMoney } from './format';
import { SORTABLE_COLUMNS, sortQuery } from './sort-query';
import { visuallyHidden } from '@web/lib/visually-hidden';

/** Countries the filter offers (ISO codes, as the server takes them). */
const COUNTRY_FILTER = ['US', 'GB', 'FR', 'DE', 'ES', 'IT', 'PL', 'BR', 'CN'] as const;
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * The shop's customers (GET /api/ecommerce/customers) in the MUI X Data Grid the e-commerce lists
 * use: the server searches, filters by country, sorts and pages; rows can be ticked, and the
 * first column opens a row's details (read from the server) in a side panel, since the grid's
 * own detail panels are a paid feature.
 */
export function CustomerDataTable() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [search, setSearch] = useState('');
  const [country, setCountry] = useState('');
  const [sort, setSort] = useState<GridSortModel>([{ field: 'createdAt', sort: 'desc' }]);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [open, setOpen] = useState<string | null>(null);
  const q = useDebounced(search.trim());
  // A new search, filter or sort starts again at the first page.
  const filterKey = JSON.stringify([q, country, sort]);
  const [paging, setPaging] = useState({ key: filterKey, page: 0, pageSize: 10 });
  const model = { page: paging.key === filterKey ? paging.page : 0, pageSize: paging.pageSize };
  const customers = useCustomerPage({
    page: model.page + 1,
    pageSize: model.pageSize,
    q,
    country: country || undefined,
    ...sortQuery(sort),
  });
  const selected =
    selection.type === 'include' ? selection.ids.size : (customers.data?.total ?? 0) - selection.ids.size;

  const baseColumns: GridColDef<CustomerRow>[] = [
    {
      field: 'expand',
      headerName: t('forms.table.col.details'),
      width: 64,
      sortable: false,
      renderHeader: () => (
        <Box component="span" sx={visuallyHidden}>
          {t('forms.table.col.details')}
        </Box>
      ),
      renderCell: ({ row }) => (
        <IconButton
          size="small"
          aria-label={t('forms.table.showDetails', { name: row.name })}
          aria-expanded={open === row.id}
          aria-haspopup="dialog"
          onClick={() => setOpen(row.id)}
          sx={{ '[dir="rtl"] & svg': { transform: 'scaleX(-1)' } }}
        >
          <IconChevronRight size={18} aria-hidden />
        </IconButton>
      ),
    },
    {
      field: 'name',
      headerName: t('forms.table.col.customer'),
      flex: 1,
      minWidth: 240,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', py: 1 }}>
          <Avatar sx={{ width: 34, height: 34, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {initials(row.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
              {row.name}
            </Typography>
            <Typography variant="caption" color="textSecondary" noWrap component="p">
              {row.email}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    {
      field: 'country',
      headerName: t('forms.f.country'),
      minWidth: 140,
      flex: 0.6,
      valueFormatter: (value: string) => countryName(value, lang),
    },
    { field: 'orders', headerName: t('forms.table.col.orders'), type: 'number', minWidth: 100 },
    {
      field: 'spentMinor',
      headerName: t('forms.table.col.spent'),
      type: 'number',
      minWidth: 130,
      renderCell: ({ row }) => formatMoney(row.spentMinor, row.currency, lang),
    },
    {
      field: 'createdAt',
      headerName: t('forms.table.col.since'),
      minWidth: 140,
      valueFormatter: (value: string) => formatDate(value, lang),
    },
  ];
  const columns = baseColumns.map((c) => ({ ...c, sortable: SORTABLE_COLUMNS.includes(c.field) }));

  return (
    <Card>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, p: 3, alignItems: { sm: 'center' } }}>
        <SearchField
          label={t('forms.table.search')}
          value={search}
          onChange={setSearch}
          sx={{ flex: 1, maxWidth: { sm: 320 } }}
        />
        <TextField
          select
          size="small"
          label={t('forms.f.country')}
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('forms.table.anyCountry')}</MenuItem>
          {COUNTRY_FILTER.map((c) => (
            <MenuItem key={c} value={c}>
              {countryName(c, lang)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        {selected > 0 && (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }} role="status">
            <Typography variant="body2">{t('forms.table.selected', { count: selected })}</Typography>
            <Button size="small" onClick={() => setSelection(NO_SELECTION)}>
              {t('forms.table.clearSelection')}
            </Button>
          </Stack>
        )}
      </Stack>
      <Alert severity="info" sx={{ mx: 3, mb: 2 }}>
        {t('forms.table.source')}
      </Alert>
      {customers.isError && (
        <Box sx={{ px: 3, pb: 2 }}>
          <LoadErrorAlert text={t('forms.table.loadFailed')} onRetry={() => void customers.refetch()} />
        </Box>
      )}
      <DataGrid
        aria-label={t('forms.table.label')}
        rows={customers.data?.items ?? []}
        columns={columns}
        rowCount={customers.data?.total ?? 0}
        loading={customers.isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={model}
        onPaginationModelChange={(p) => setPaging({ key: filterKey, ...p })}
        pageSizeOptions={[5, 10, 25]}
        sortModel={sort}
        onSortModelChange={setSort}
        checkboxSelection
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        getRowHeight={() => 'auto'}
        localeText={gridLocaleText(t, t('forms.table.empty'))}
        sx={{
          border: 0,
          minHeight: 360,
          // Rows grow with the two-line customer cell: every cell centres its content in the row.
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          '& .MuiDataGrid-cell--textRight': { justifyContent: 'flex-end' },
        }}
      />
      <CustomerDrawer id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
