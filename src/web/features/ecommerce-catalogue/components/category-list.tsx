import type { Category } from '@common/schemas/ecommerce-catalogue';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ListToolbar } from '@web/components/data-table/list-toolbar';
import { PageHeader } from '@web/components/page-header';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories, useDeleteCategory } from '../api/catalogue';
import { gridLocaleText } from '@web/components/data-grid/grid-locale';
import { CategoryDialog } from './category-dialog';
import { LoadErrorAlert } from '@web/components/load-error-alert';

/**
 * /apps/ecommerce/product/category-list: a shop has tens of categories, not thousands, so the
 * grid gets them all at once and pages, sorts and searches them in the browser.
 */
export function CategoryList() {
  const { t } = useTranslation();
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const all = categories.data ?? [];
  const q = search.trim().toLowerCase();
  const rows = q
    ? all.filter((c) => `${c.name} ${c.description} ${c.parentName ?? ''}`.toLowerCase().includes(q))
    : all;

  const columns: GridColDef<Category>[] = [
    {
      field: 'name',
      headerName: t('ecommerceCatalogue.categories.name'),
      flex: 2,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
          <Avatar variant="rounded" src={row.image?.thumb} alt="" sx={{ width: 38, height: 38 }}>
            {row.name.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0, lineHeight: 1.4, '& > *': { display: 'block' } }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {row.name}
            </Typography>
            <Typography variant="body2" color="textSecondary" noWrap>
              {row.description}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    {
      field: 'parentName',
      headerName: t('ecommerceCatalogue.categories.parent'),
      flex: 1,
      minWidth: 140,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    {
      field: 'productCount',
      headerName: t('ecommerceCatalogue.categories.products'),
      type: 'number',
      minWidth: 110,
    },
    {
      field: 'actions',
      headerName: t('ecommerceCatalogue.actions'),
      sortable: false,
      width: 110,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (
        <>
          <Tooltip title={t('ecommerceCatalogue.categories.edit')}>
            <IconButton
              onClick={() => setEditing(row)}
              aria-label={`${t('ecommerceCatalogue.categories.edit')}: ${row.name}`}
            >
              <IconEdit size={20} />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('ecommerceCatalogue.delete')}>
            <IconButton onClick={() => setDeleting(row)} aria-label={`${t('ecommerceCatalogue.delete')}: ${row.name}`}>
              <IconTrash size={20} />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <PageHeader title={t('ecommerceCatalogue.categories.title')} gutter={false} />
      <Card>
        <ListToolbar
          searchLabel={t('ecommerceCatalogue.categories.search')}
          search={search}
          onSearch={setSearch}
          addLabel={t('ecommerceCatalogue.categories.add')}
          onAdd={() => setEditing('new')}
        />
        {categories.isError && (
          <LoadErrorAlert
            text={t('ecommerceCatalogue.categories.loadFailed')}
            onRetry={() => void categories.refetch()}
            sx={{ mx: 2, mb: 2 }}
          />
        )}
        <DataGrid
          aria-label={t('ecommerceCatalogue.categories.title')}
          rows={rows}
          columns={columns}
          loading={categories.isFetching}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25, 50]}
          disableRowSelectionOnClick
          disableColumnFilter
          rowHeight={60}
          localeText={gridLocaleText(t, t('ecommerceCatalogue.grid.noRows'))}
          sx={{ border: 0, borderTop: 1, borderColor: 'divider', borderRadius: 0 }}
        />
      </Card>
      {editing && (
        <CategoryDialog
          category={editing === 'new' ? null : editing}
          categories={all}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('ecommerceCatalogue.categories.deleteTitle')}
        text={t('ecommerceCatalogue.categories.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('ecommerceCatalogue.delete')}
        danger
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
          })
        }
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </Stack>
  );
}

export default CategoryList;
