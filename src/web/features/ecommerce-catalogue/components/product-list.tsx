import {
  LOW_STOCK,
  PRODUCT_STATUSES,
  STOCK_FILTERS,
  type Product,
  type ProductStatus,
} from '@common/schemas/ecommerce-catalogue';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconDownload, IconEdit, IconPlus } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import {
  DataTable,
  type DataColumn,
  type RowSelectionState,
  type SortingState,
} from '@web/components/data-table/data-table';
import { SearchField } from '@web/components/data-table/search-field';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { PageHeader } from '@web/components/page-header';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useErrorText } from '@web/lib/error-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { fetchProducts, useBulkDelete, useBulkStatus, useCategories, useProducts } from '../api/catalogue';
import { csvOf, download, money } from '../lib/format';
import { CATALOGUE_PATHS, editProductPath } from '../lib/paths';
import { useDebounced } from '@web/lib/use-debounced';
import { StatusChip } from './status-chip';

type Sort = 'name' | 'sku' | 'category' | 'price' | 'stock' | 'status' | 'createdAt';
const SORTABLE: Record<string, Sort> = {
  name: 'name',
  category: 'category',
  priceMinor: 'price',
  stock: 'stock',
  status: 'status',
};
const EMPTY_SELECTION: RowSelectionState = {};
const EXPORT_PAGE = 100;
const EXPORT_MAX_PAGES = 50;

/** /apps/ecommerce/product/list: the shop's products, paged, sorted and filtered on the server. */
export function ProductList() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [status, setStatus] = useState<ProductStatus | ''>('');
  const [stock, setStock] = useState<(typeof STOCK_FILTERS)[number] | ''>('');
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const [sortModel, setSortModel] = useState<SortingState>([]);
  const [selection, setSelection] = useState<RowSelectionState>(EMPTY_SELECTION);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [exporting, setExporting] = useState(false);
  const q = useDebounced(search.trim());
  const sort = sortModel[0];
  const query = {
    page: paging.page + 1,
    pageSize: paging.pageSize,
    sort: sort ? (SORTABLE[sort.id] ?? 'createdAt') : ('createdAt' as const),
    order: sort && !sort.desc ? ('asc' as const) : ('desc' as const),
    ...(q ? { q } : {}),
    ...(categoryId ? { categoryId } : {}),
    ...(status ? { status } : {}),
    ...(stock ? { stock } : {}),
  };
  const products = useProducts(query);
  const categories = useCategories();
  const bulkStatus = useBulkStatus();
  const bulkDelete = useBulkDelete();
  const rows = products.data?.items ?? [];
  // The selection is forgotten on every new page or filter, so it only holds this page's rows.
  const selected = Object.keys(selection).filter((id) => selection[id]);

  /** A new filter starts again at the first page and forgets the selection. */
  const refilter = (apply: () => void) => {
    apply();
    setPaging((p) => ({ ...p, page: 0 }));
    setSelection(EMPTY_SELECTION);
  };

  const setSelectedStatus = async (next: ProductStatus) => {
    try {
      const { count } = await bulkStatus.mutateAsync({ ids: selected, status: next });
      notify({ message: t('ecommerceCatalogue.products.statusChanged', { count }), severity: 'success' });
      setSelection(EMPTY_SELECTION);
    } catch (err) {
      notify({ message: errorText(err), severity: 'error' });
    }
  };

  const deleteSelected = async () => {
    try {
      const { count } = await bulkDelete.mutateAsync(selected);
      notify({ message: t('ecommerceCatalogue.products.deleted', { count }), severity: 'success' });
      setSelection(EMPTY_SELECTION);
      setConfirmDelete(false);
    } catch {
      // The dialog shows the error.
    }
  };

  /** Every product the filters match, page by page, as a CSV file. */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all: Product[] = [];
      for (let page = 1; page <= EXPORT_MAX_PAGES; page++) {
        const part = await fetchProducts({ ...query, page, pageSize: EXPORT_PAGE });
        all.push(...part.items);
        if (all.length >= part.total || part.items.length === 0) break;
      }
      const head = ['id', 'name', 'sku', 'barcode', 'category', 'status', 'price', 'salePrice', 'currency', 'stock'];
      const lines = all.map((p) => [
        p.id,
        p.name,
        p.sku,
        p.barcode,
        p.category,
        p.status,
        (p.priceMinor / 100).toFixed(2),
        p.salePriceMinor === null ? '' : (p.salePriceMinor / 100).toFixed(2),
        p.currency,
        p.stock,
      ]);
      download('products.csv', 'text/csv;charset=utf-8', csvOf([head, ...lines]));
    } catch (err) {
      notify({ message: errorText(err), severity: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const columns: DataColumn<Product>[] = [
    {
      id: 'name',
      header: t('ecommerceCatalogue.products.product'),
      sortable: true,
      minWidth: 240,
      cell: (row) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Avatar variant="rounded" src={row.images[0]?.thumb} alt="" sx={{ width: 38, height: 38 }}>
            {row.name.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0, maxWidth: 320, lineHeight: 1.4, '& > *': { display: 'block' } }}>
            <Link component={RouterLink} to={editProductPath(row.id)} sx={{ fontWeight: 600 }} noWrap>
              {row.name}
            </Link>
            <Typography variant="body2" color="textSecondary" noWrap>
              {row.sku || '—'}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    {
      id: 'category',
      header: t('ecommerceCatalogue.products.category'),
      sortable: true,
      minWidth: 130,
      cell: (row) => row.category || '—',
    },
    {
      id: 'priceMinor',
      header: t('ecommerceCatalogue.products.price'),
      sortable: true,
      minWidth: 130,
      cell: (row) =>
        row.salePriceMinor === null ? (
          money(row.priceMinor, row.currency, i18n.language)
        ) : (
          <span>
            {money(row.salePriceMinor, row.currency, i18n.language)}{' '}
            <Typography component="s" variant="body2" color="textSecondary">
              {money(row.priceMinor, row.currency, i18n.language)}
            </Typography>
          </span>
        ),
    },
    {
      id: 'stock',
      header: t('ecommerceCatalogue.products.stock'),
      sortable: true,
      minWidth: 110,
      cell: (row) => (
        <Chip
          size="small"
          color={row.stock === 0 ? 'error' : row.stock <= LOW_STOCK ? 'warning' : 'default'}
          label={row.stock === 0 ? t('ecommerceCatalogue.stock.out') : row.stock}
        />
      ),
    },
    {
      id: 'status',
      header: t('ecommerceCatalogue.products.status'),
      sortable: true,
      minWidth: 120,
      cell: (row) => <StatusChip status={row.status} />,
    },
    {
      id: 'actions',
      header: t('ecommerceCatalogue.actions'),
      width: 80,
      align: 'right',
      cell: (row) => (
        <Tooltip title={t('ecommerceCatalogue.products.edit')}>
          <IconButton
            component={RouterLink}
            to={editProductPath(row.id)}
            aria-label={`${t('ecommerceCatalogue.products.edit')}: ${row.name}`}
          >
            <IconEdit size={20} />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  const filterSelect = (
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: readonly { value: string; label: string }[],
    any: string,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{any}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={3}>
      <PageHeader title={t('ecommerceCatalogue.products.title')} gutter={false} />
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, flexWrap: 'wrap' }} useFlexGap>
          {filterSelect(
            t('ecommerceCatalogue.products.category'),
            categoryId,
            (v) => refilter(() => setCategoryId(v)),
            (categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
            t('ecommerceCatalogue.any'),
          )}
          {filterSelect(
            t('ecommerceCatalogue.products.status'),
            status,
            (v) => refilter(() => setStatus(v as ProductStatus | '')),
            PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`ecommerceCatalogue.status.${s}`) })),
            t('ecommerceCatalogue.any'),
          )}
          {filterSelect(
            t('ecommerceCatalogue.products.stock'),
            stock,
            (v) => refilter(() => setStock(v as (typeof STOCK_FILTERS)[number] | '')),
            STOCK_FILTERS.map((s) => ({ value: s, label: t(`ecommerceCatalogue.stock.${s}`) })),
            t('ecommerceCatalogue.any'),
          )}
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ p: 2, borderTop: 1, borderColor: 'divider', justifyContent: 'space-between' }}
        >
          <SearchField
            label={t('ecommerceCatalogue.products.search')}
            value={search}
            onChange={(value) => refilter(() => setSearch(value))}
            sx={{ minWidth: { sm: 300 } }}
          />
          <Stack direction="row" spacing={1.5}>
            <Button
              variant="outlined"
              startIcon={<IconDownload size={18} />}
              onClick={() => void exportCsv()}
              loading={exporting}
            >
              {t('ecommerceCatalogue.products.export')}
            </Button>
            <Button
              variant="contained"
              startIcon={<IconPlus size={18} />}
              component={RouterLink}
              to={CATALOGUE_PATHS.addProduct}
            >
              {t('ecommerceCatalogue.products.add')}
            </Button>
          </Stack>
        </Stack>
        {selected.length > 0 && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            role="toolbar"
            aria-label={t('ecommerceCatalogue.products.bulk')}
            sx={{ px: 2, pb: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Button size="small" onClick={() => void setSelectedStatus('published')} disabled={bulkStatus.isPending}>
              {t('ecommerceCatalogue.products.publish')}
            </Button>
            <Button size="small" onClick={() => void setSelectedStatus('inactive')} disabled={bulkStatus.isPending}>
              {t('ecommerceCatalogue.products.unpublish')}
            </Button>
            <Button size="small" color="error" onClick={() => setConfirmDelete(true)}>
              {t('ecommerceCatalogue.products.deleteSelected')}
            </Button>
          </Stack>
        )}
        {products.isError && (
          <LoadErrorAlert
            text={t('ecommerceCatalogue.products.loadFailed')}
            onRetry={() => void products.refetch()}
            sx={{ mx: 2, mb: 2 }}
          />
        )}
        <DataTable
          label={t('ecommerceCatalogue.products.title')}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          total={products.data?.total ?? 0}
          loading={products.isFetching}
          emptyText={t('ecommerceCatalogue.grid.noRows')}
          paging={paging}
          onPaging={(model) => {
            setPaging(model);
            setSelection(EMPTY_SELECTION);
          }}
          pageSizeOptions={[10, 25, 50, 100]}
          sort={sortModel}
          onSort={(model) => refilter(() => setSortModel(model))}
          selection={selection}
          onSelection={setSelection}
        />
      </Card>
      <ConfirmDialog
        open={confirmDelete}
        title={t('ecommerceCatalogue.products.deleteTitle')}
        text={t('ecommerceCatalogue.products.deleteText', { count: selected.length })}
        confirmLabel={t('ecommerceCatalogue.delete')}
        danger
        pending={bulkDelete.isPending}
        error={bulkDelete.error}
        onConfirm={() => void deleteSelected()}
        onClose={() => {
          setConfirmDelete(false);
          bulkDelete.reset();
        }}
      />
    </Stack>
  );
}

export default ProductList;
