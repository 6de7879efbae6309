import type { Permission } from '@common/schemas/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { notify } from '@web/components/snackbar/snackbar-service';
import { ApiError } from '@web/lib/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePermission } from '../api/delete-permission';
import { usePermissions } from '../api/permissions';
import { PermissionDialog } from './permission-dialog';

export function PermissionsView() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const remove = useDeletePermission();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Permission | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Permission | null>(null);
  const needle = search.trim().toLowerCase();
  // The list is short (tens of rows), so it is filtered here rather than on the server.
  const rows = (permissions.data ?? []).filter(
    (p) => !needle || `${p.action} ${p.subject} ${p.description} ${p.roles.join(' ')}`.toLowerCase().includes(needle),
  );
  const removeError =
    remove.error instanceof ApiError
      ? (Object.values(remove.error.fields)[0] ?? remove.error.message)
      : remove.error
        ? 'auth.error.unknown'
        : null;
  const label = (p: Permission) => `${p.action} ${p.subject}${p.own ? ` (${t('admin.permissions.own')})` : ''}`;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify({ message: t('admin.permissions.deleted', { name: label(deleting) }), severity: 'success' });
      setDeleting(null);
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('admin.permissions.title')}
        </Typography>
        <Typography color="text.secondary">{t('admin.permissions.subtitle')}</Typography>
      </div>
      <Card>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, justifyContent: 'space-between' }}>
          <TextField
            type="search"
            size="small"
            label={t('admin.permissions.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <IconSearch size={18} />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button variant="contained" startIcon={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            {t('admin.permissions.add')}
          </Button>
        </Stack>
        {permissions.isFetching && <LinearProgress aria-label={t('admin.loading')} />}
        {permissions.isError && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={<Button onClick={() => void permissions.refetch()}>{t('admin.retry')}</Button>}
          >
            {t('admin.permissions.loadFailed')}
          </Alert>
        )}
        <TableContainer>
          <Table aria-label={t('admin.permissions.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.permissions.action')}</TableCell>
                <TableCell>{t('admin.permissions.subject')}</TableCell>
                <TableCell>{t('admin.permissions.description')}</TableCell>
                <TableCell>{t('admin.permissions.assignedTo')}</TableCell>
                <TableCell align="right">{t('admin.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {permissions.data && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>
                    <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                      {t('admin.permissions.empty')}
                    </Box>
                  </TableCell>
                </TableRow>
              )}
              {rows.map((p) => (
                <TableRow key={p.id} hover>
                  <TableCell>{p.action}</TableCell>
                  <TableCell>
                    {p.subject} {p.own && <Chip size="small" variant="outlined" label={t('admin.permissions.own')} />}
                  </TableCell>
                  <TableCell>{p.description || '—'}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {p.roles.map((r) => (
                        <Chip key={r} size="small" label={r} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('admin.edit')}>
                      <IconButton
                        onClick={() => setEditing(p)}
                        aria-label={t('admin.permissions.editNamed', { name: label(p) })}
                      >
                        <IconEdit size={20} />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('admin.delete')}>
                      <IconButton
                        color="error"
                        onClick={() => setDeleting(p)}
                        aria-label={t('admin.permissions.deleteNamed', { name: label(p) })}
                      >
                        <IconTrash size={20} />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
      {editing && <PermissionDialog permission={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.permissions.deleteTitle', { name: deleting ? label(deleting) : '' })}
        text={t('admin.permissions.deleteText', { count: deleting?.roles.length ?? 0 })}
        confirmLabel={t('admin.delete')}
        cancelLabel={t('admin.cancel')}
        danger
        pending={remove.isPending}
        error={removeError}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </Stack>
  );
}
