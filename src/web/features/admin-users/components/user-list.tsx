import { USER_STATUSES, type UserStatus } from '@common/schemas/account';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ListToolbar } from '@web/components/data-table/list-toolbar';
import { TableShell } from '@web/components/data-table/table-shell';
import { userViewPath } from '@web/lib/paths';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRoles } from '../api/roles';
import { useUsers } from '../api/users';
import { AddUserDialog } from './add-user-dialog';
import { StatusChip } from './status-chip';
import { DeleteUserButton } from './delete-user-button';
import { SuspendButton } from './suspend-button';
import { PageHeader } from '@web/components/page-header';

/** Waits until typing pauses, so the server is asked once per search rather than per key. */
function useDebounced<T>(value: T, ms = 300): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return current;
}

export function UserList() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [pageSize, setPageSize] = useState(10);
  const [adding, setAdding] = useState(false);
  const q = useDebounced(search.trim());
  // A new search or filter starts again at the first page: the page belongs to the filter it was chosen for.
  const filterKey = JSON.stringify([q, role, status, pageSize]);
  const [paging, setPaging] = useState({ key: filterKey, page: 0 });
  const page = paging.key === filterKey ? paging.page : 0;
  const setPage = (p: number) => setPaging({ key: filterKey, page: p });
  const users = useUsers({
    page: page + 1,
    pageSize,
    ...(q ? { q } : {}),
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
  });
  const roles = useRoles();
  const roleNames = roles.data?.map((r) => r.name) ?? ['admin', 'member'];

  return (
    <Stack spacing={3}>
      <PageHeader title={t('admin.users.title')} gutter={false} />
      <Card>
        <CardHeader title={t('admin.users.filters')} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ px: 2, pb: 2 }}>
          <TextField
            select
            label={t('admin.users.role')}
            value={role}
            onChange={(e) => setRole(e.target.value)}
            sx={{ minWidth: 200 }}
            // "Any" is the empty value: show it, and keep the label above it.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('admin.users.anyRole')}</MenuItem>
            {roleNames.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('admin.users.status')}
            value={status}
            onChange={(e) => setStatus(e.target.value as UserStatus | '')}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('admin.users.anyStatus')}</MenuItem>
            {USER_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`admin.status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <ListToolbar
          divided
          searchLabel={t('admin.users.search')}
          search={search}
          onSearch={setSearch}
          addLabel={t('admin.users.add')}
          onAdd={() => setAdding(true)}
        />
        <TableShell
          label={t('admin.users.title')}
          columns={[
            { label: t('admin.users.user') },
            { label: t('admin.users.roles') },
            { label: t('admin.users.status') },
            { label: t('admin.users.twoStep') },
            { label: t('admin.actions'), align: 'right' },
          ]}
          fetching={users.isFetching}
          errorText={users.isError ? t('admin.users.loadFailed') : null}
          onRetry={() => void users.refetch()}
          emptyText={users.data?.items.length === 0 ? t('admin.users.empty') : null}
        >
          {users.data?.items.map((u) => (
            <TableRow key={u.id} hover>
              <TableCell>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Avatar src={u.avatarUrl ?? undefined} alt="" sx={{ width: 34, height: 34 }}>
                    {u.name.slice(0, 1).toUpperCase()}
                  </Avatar>
                  <div>
                    <Link component={RouterLink} to={userViewPath(u.id)} sx={{ fontWeight: 600 }}>
                      {u.name}
                    </Link>
                    <Typography variant="body2" color="textSecondary">
                      {u.email}
                    </Typography>
                  </div>
                </Stack>
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {u.roles.map((r) => (
                    <Chip key={r} size="small" label={r} />
                  ))}
                </Stack>
              </TableCell>
              <TableCell>
                <StatusChip status={u.status} />
              </TableCell>
              <TableCell>{t(u.totpEnabled ? 'admin.yes' : 'admin.no')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <SuspendButton user={u} />
                <DeleteUserButton user={u} />
              </TableCell>
            </TableRow>
          ))}
        </TableShell>
        <TablePagination
          component="div"
          count={users.data?.total ?? 0}
          page={users.data && page * pageSize >= users.data.total && page > 0 ? 0 : page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 25, 50]}
          onPageChange={(_, p) => setPage(p)}
          onRowsPerPageChange={(e) => setPageSize(Number(e.target.value))}
          labelRowsPerPage={t('admin.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('admin.displayedRows', { from, to, count })}
        />
      </Card>
      <AddUserDialog open={adding} onClose={() => setAdding(false)} roleNames={roleNames} />
    </Stack>
  );
}
