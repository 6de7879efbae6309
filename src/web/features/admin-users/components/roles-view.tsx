import type { Role } from '@common/schemas/admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteRole } from '../api/delete-role';
import { usePermissions } from '../api/permissions';
import { useRoles } from '../api/roles';
import { roleDescription } from '../built-in-texts';
import { RoleDialog } from './role-dialog';
import { PageHeader } from '@web/components/page-header';

export function RolesView() {
  const { t } = useTranslation();
  const roles = useRoles();
  const permissions = usePermissions();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const removeError = remove.error;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify({ message: t('admin.roles.deleted', { name: deleting.name }), severity: 'success' });
      setDeleting(null);
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Stack spacing={3}>
      <PageHeader title={t('admin.roles.title')} subtitle={t('admin.roles.subtitle')} gutter={false} />
      {(roles.isError || permissions.isError) && (
        <Alert
          severity="error"
          action={
            <Button onClick={() => void Promise.all([roles.refetch(), permissions.refetch()])}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('admin.roles.loadFailed')}
        </Alert>
      )}
      {roles.isPending && <CircularProgress aria-label={t('common.loading')} />}
      <Grid container spacing={3}>
        {roles.data?.map((role) => (
          <Grid key={role.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`role-${role.name}`}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                    <IconUsers size={18} aria-hidden />
                    <Typography>{t('admin.roles.userCount', { count: role.userCount })}</Typography>
                  </Stack>
                  {role.builtIn && <Chip size="small" label={t('admin.roles.builtIn')} />}
                </Stack>
                <Typography variant="h5" component="h2">
                  {role.name}
                </Typography>
                <Typography color="textSecondary">{roleDescription(t, role) || '—'}</Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('admin.roles.permissionCount', { count: role.permissionIds.length })}
                </Typography>
              </CardContent>
              <CardActions>
                <Button
                  onClick={() => setEditing(role)}
                  disabled={!permissions.data}
                  aria-label={t('admin.roles.editNamed', { name: role.name })}
                >
                  {t('admin.roles.edit')}
                </Button>
                {!role.builtIn && (
                  <Button
                    color="error"
                    onClick={() => setDeleting(role)}
                    aria-label={t('admin.roles.deleteNamed', { name: role.name })}
                  >
                    {t('admin.delete')}
                  </Button>
                )}
              </CardActions>
            </Card>
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card sx={{ height: '100%', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'action.hover' }}>
            <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <Typography color="textSecondary">{t('admin.roles.addHelp')}</Typography>
              <Button
                variant="contained"
                startIcon={<IconPlus size={18} />}
                onClick={() => setEditing('new')}
                disabled={!permissions.data}
              >
                {t('admin.roles.add')}
              </Button>
            </Stack>
          </Card>
        </Grid>
      </Grid>
      {editing && permissions.data && (
        <RoleDialog
          role={editing === 'new' ? null : editing}
          permissions={permissions.data}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.roles.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('admin.roles.deleteText', { count: deleting?.userCount ?? 0 })}
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
