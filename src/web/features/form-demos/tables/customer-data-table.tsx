import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomerRow } from '@common/schemas/ecommerce-orders';
import {
  DataTable,
  type DataColumn,
  type RowSelectionState,
  type SortingState,
} from '@web/components/data-table/data-table';
import { SearchField } from '@web/components/data-table/search-field';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { useDebounced } from '@web/lib/use-debounced';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerPage } from './customers-api';
import { CustomerDetails } from './customer-details';
import { countryName, formatDate, formatMoney } from './format';
import { SORTABLE_COLUMNS, sortQuery } from './sort-query';

/** Countries the filter offers (ISO codes, as the server takes them). */
const COUNTRY_FILTER = ['US', 'GB', 'FR', 'DE', 'ES', 'IT', 'PL', 'BR', 'CN'] as const;
const NO_SELECTION: RowSelectionState = {};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * The shop's customers (GET /api/ecommerce/customers) in the data table the e-commerce lists use:
 * the server searches, filters by country, sorts and pages; rows can be ticked (the ticks stay
 * across pages), and the first column opens a row's details, read from the server, under it.
 */
export function CustomerDataTable() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [search, setSearch] = useState('');
  const [country, setCountry] = useState('');
  const [sort, setSort] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const [selection, setSelection] = useState<RowSelectionState>(NO_SELECTION);
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
  const selected = Object.values(selection).filter(Boolean).length;

  const baseColumns: DataColumn<CustomerRow>[] = [
    {
      id: 'name',
      header: t('forms.table.col.customer'),
      minWidth: 240,
      cell: (row) => (
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
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
      id: 'country',
      header: t('forms.f.country'),
      minWidth: 140,
      cell: (row) => countryName(row.country, lang),
    },
    { id: 'orders', header: t('forms.table.col.orders'), align: 'right', minWidth: 100, cell: (row) => row.orders },
    {
      id: 'spentMinor',
      header: t('forms.table.col.spent'),
      align: 'right',
      minWidth: 130,
      cell: (row) => formatMoney(row.spentMinor, row.currency, lang),
    },
    {
      id: 'createdAt',
      header: t('forms.table.col.since'),
      minWidth: 140,
      cell: (row) => formatDate(row.createdAt, lang),
    },
  ];
  const columns = baseColumns.map((c) => ({ ...c, sortable: SORTABLE_COLUMNS.includes(c.id) }));

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
          // The count itself is in the table's footer.
          <Button size="small" onClick={() => setSelection(NO_SELECTION)}>
            {t('forms.table.clearSelection')}
          </Button>
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
      <DataTable
        label={t('forms.table.label')}
        columns={columns}
        rows={customers.data?.items ?? []}
        getRowId={(row) => row.id}
        total={customers.data?.total ?? 0}
        loading={customers.isFetching}
        emptyText={t('forms.table.empty')}
        paging={model}
        onPaging={(p) => setPaging({ key: filterKey, ...p })}
        pageSizeOptions={[5, 10, 25]}
        sort={sort}
        onSort={setSort}
        selection={selection}
        onSelection={setSelection}
        renderDetail={(row) => <CustomerDetails id={row.id} name={row.name} />}
        detailLabel={(row) => t('forms.table.showDetails', { name: row.name })}
      />
    </Card>
  );
}
