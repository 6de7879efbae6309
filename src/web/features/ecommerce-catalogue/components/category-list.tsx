import type { Category } from '@common/schemas/ecommerce-catalogue';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DataTable, type DataColumn, type SortingState } from '@web/components/data-table/data-table';
import { ListToolbar } from '@web/components/data-table/list-toolbar';
import { PageHeader } from '@web/components/page-header';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories, useDeleteCategory } from '../api/catalogue';
import { CategoryDialog } from './category-dialog';
import { LoadErrorAlert } from '@web/components/load-error-alert';

/** The categories in the order of the sorted column (the server's order when none is). */
function sortCategories(list: Category[], sort: SortingState, lang: string): Category[] {
  const by = sort[0];
  if (!by) return list;
  const text = new Intl.Collator(lang);
  const compare = (a: Category, b: Category) =>
    by.id === 'productCount'
      ? a.productCount - b.productCount
      : text.compare(
          by.id === 'parentName' ? (a.parentName ?? '') : a.name,
          by.id === 'parentName' ? (b.parentName ?? '') : b.name,
        );
  return [...list].sort((a, b) => (by.desc ? -compare(a, b) : compare(a, b)));
}

/**
 * /apps/ecommerce/product/category-list: a shop has tens of categories, not thousands, so the
 * list gets them all at once and pages, sorts and searches them in the browser.
 */
export function CategoryList() {
  const { t, i18n } = useTranslation();
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const all = categories.data ?? [];
  const q = search.trim().toLowerCase();
  const [sort, setSort] = useState<SortingState>([]);
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const found = q
    ? all.filter((c) => `${c.name} ${c.description} ${c.parentName ?? ''}`.toLowerCase().includes(q))
    : all;
  // After a delete the last page can be gone: show the one before.
  const page = Math.min(paging.page, Math.max(0, Math.ceil(found.length / paging.pageSize) - 1));
  const rows = sortCategories(found, sort, i18n.language).slice(page * paging.pageSize, (page + 1) * paging.pageSize);

  const columns: DataColumn<Category>[] = [
    {
      id: 'name',
      sortable: true,
      header: t('ecommerceCatalogue.categories.name'),
      minWidth: 220,
      cell: (row) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Avatar variant="rounded" src={row.image?.thumb} alt="" sx={{ width: 38, height: 38 }}>
            {row.name.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0, maxWidth: 360, lineHeight: 1.4, '& > *': { display: 'block' } }}>
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
      id: 'parentName',
      sortable: true,
      header: t('ecommerceCatalogue.categories.parent'),
      minWidth: 140,
      cell: (row) => row.parentName ?? '—',
    },
    {
      id: 'productCount',
      header: t('ecommerceCatalogue.categories.products'),
      sortable: true,
      align: 'right',
      minWidth: 110,
      cell: (row) => row.productCount,
    },
    {
      id: 'actions',
      header: t('ecommerceCatalogue.actions'),
      minWidth: 110,
      align: 'right',
      cell: (row) => (
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
          onSearch={(value) => {
            setSearch(value);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
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
        <DataTable
          label={t('ecommerceCatalogue.categories.title')}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          total={found.length}
          loading={categories.isFetching}
          emptyText={t('ecommerceCatalogue.grid.noRows')}
          paging={{ page, pageSize: paging.pageSize }}
          onPaging={setPaging}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
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
