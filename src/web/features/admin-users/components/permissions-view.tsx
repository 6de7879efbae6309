import type { Permission } from '@common/schemas/admin';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ListToolbar } from '@web/components/data-table/list-toolbar';
import { TableShell } from '@web/components/data-table/table-shell';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePermission } from '../api/delete-permission';
import { usePermissions } from '../api/permissions';
import { actionLabel, permissionDescription, subjectLabel } from '../built-in-texts';
import { PermissionDialog } from './permission-dialog';
import { PageHeader } from '@web/components/page-header';

export function PermissionsView() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const remove = useDeletePermission();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Permission | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Permission | null>(null);
  const needle = search.trim().toLowerCase();
  const label = (p: Permission) =>
    `${actionLabel(t, p.action)} ${subjectLabel(t, p.subject)}${p.own ? ` (${t('admin.permissions.own')})` : ''}`;
  // The list is short (tens of rows), so it is filtered here rather than on the server, on what
  // the reader sees as well as on the code names.
  const rows = (permissions.data ?? []).filter(
    (p) =>
      !needle ||
      `${p.action} ${p.subject} ${label(p)} ${p.description} ${permissionDescription(t, p)} ${p.roles.join(' ')}`
        .toLowerCase()
        .includes(needle),
  );
  const removeError = remove.error;

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
      <PageHeader title={t('admin.permissions.title')} subtitle={t('admin.permissions.subtitle')} gutter={false} />
      <Card>
        <ListToolbar
          searchLabel={t('admin.permissions.search')}
          search={search}
          onSearch={setSearch}
          addLabel={t('admin.permissions.add')}
          onAdd={() => setEditing('new')}
        />
        <TableShell
          label={t('admin.permissions.title')}
          columns={[
            { label: t('admin.permissions.action') },
            { label: t('admin.permissions.subject') },
            { label: t('admin.permissions.description') },
            { label: t('admin.permissions.assignedTo') },
            { label: t('admin.actions'), align: 'right' },
          ]}
          fetching={permissions.isFetching}
          errorText={permissions.isError ? t('admin.permissions.loadFailed') : null}
          onRetry={() => void permissions.refetch()}
          emptyText={permissions.data && rows.length === 0 ? t('admin.permissions.empty') : null}
        >
          {rows.map((p) => (
            <TableRow key={p.id} hover>
              <TableCell>
                <CodeName label={actionLabel(t, p.action)} code={p.action} />
              </TableCell>
              <TableCell>
                <CodeName label={subjectLabel(t, p.subject)} code={p.subject} />{' '}
                {p.own && <Chip size="small" variant="outlined" label={t('admin.permissions.own')} />}
              </TableCell>
              <TableCell sx={{ minWidth: 220 }}>{permissionDescription(t, p) || '—'}</TableCell>
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
        </TableShell>
      </Card>
      {editing && <PermissionDialog permission={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.permissions.deleteTitle', { name: deleting ? label(deleting) : '' })}
        text={t('admin.permissions.deleteText', { count: deleting?.roles.length ?? 0 })}
        confirmLabel={t('admin.delete')}
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

/**
 * A built-in action or subject in the reader's language, with the code name under it: that is
 * what an admin types when adding a permission, so it stays in sight.
 */
function CodeName({ label, code }: { label: string; code: string }) {
  if (label === code) return <>{code}</>;
  return (
    <>
      {label}
      <Typography
        component="span"
        variant="caption"
        color="textSecondary"
        sx={{ display: 'block', fontFamily: 'monospace' }}
        lang="en"
      >
        {code}
      </Typography>
    </>
  );
}
