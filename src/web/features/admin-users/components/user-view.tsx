import type { PublicUser } from '@common/schemas/account';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormError } from '@web/components/form-error';
import { notify } from '@web/components/snackbar/snackbar-service';
import { ApiError } from '@web/lib/api-client';
import { PATHS } from '@web/lib/paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useRoles } from '../api/roles';
import { useUpdateUser } from '../api/update-user';
import { useUser } from '../api/user';
import { StatusChip } from './status-chip';
import { DeleteUserButton } from './delete-user-button';
import { ListingUsageLine } from './listing-usage-line';
import { SuspendButton } from './suspend-button';

export function UserView({ id }: { id: string }) {
  const { t } = useTranslation();
  const user = useUser(id);
  if (user.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (user.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to={PATHS.userList}>
            {t('admin.users.backToList')}
          </Button>
        }
      >
        {user.error instanceof ApiError && user.error.status === 404
          ? t('admin.users.notFound')
          : t('admin.users.loadFailed')}
      </Alert>
    );
  return <UserDetails user={user.data} />;
}

function UserDetails({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'cn' ? 'zh-CN' : i18n.language;
  const navigate = useNavigate();
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={PATHS.userList}>
        {t('admin.users.backToList')}
      </Link>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Card>
            <CardContent>
              <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
                <Avatar
                  src={user.avatarUrl ?? undefined}
                  alt=""
                  variant="rounded"
                  sx={{ width: 100, height: 100, fontSize: 40 }}
                >
                  {user.name.slice(0, 1).toUpperCase()}
                </Avatar>
                <Typography variant="h5" component="h1">
                  {user.name}
                </Typography>
                <StatusChip status={user.status} />
              </Stack>
              <Stack component="dl" spacing={1} sx={{ mt: 3 }}>
                {(
                  [
                    [t('auth.field.email'), user.email],
                    [t('admin.users.emailVerified'), t(user.emailVerified ? 'admin.yes' : 'admin.no')],
                    [t('admin.users.twoStep'), t(user.totpEnabled ? 'admin.yes' : 'admin.no')],
                    [t('admin.users.language'), user.language ?? '—'],
                    [t('admin.users.joined'), new Date(user.createdAt).toLocaleDateString(locale)],
                  ] as const
                ).map(([k, v]) => (
                  <Stack key={k} direction="row" spacing={1}>
                    <Typography component="dt" sx={{ fontWeight: 600 }}>
                      {k}:
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
                      {v}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
              <ListingUsageLine userId={user.id} />
              <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center' }}>
                <SuspendButton user={user} size="medium" />
                <DeleteUserButton user={user} size="medium" onDeleted={() => void navigate(PATHS.userList)} />
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <UserRolesCard key={user.roles.join()} user={user} />
        </Grid>
      </Grid>
    </Stack>
  );
}

/** Which roles the user holds; the change reaches the user at their next request. */
function UserRolesCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const roles = useRoles();
  const update = useUpdateUser();
  const [selected, setSelected] = useState<string[]>(user.roles);
  const changed = [...selected].sort().join() !== [...user.roles].sort().join();
  const error = update.error;

  const save = async () => {
    try {
      await update.mutateAsync({ id: user.id, roles: selected });
      notify({ message: t('admin.users.rolesSaved'), severity: 'success' });
    } catch {
      // Shown below.
    }
  };

  return (
    <Card>
      <CardHeader title={t('admin.users.roles')} subheader={t('admin.users.rolesHelp')} />
      <CardContent>
        <FormError error={error} />
        {roles.isPending && <CircularProgress size={24} aria-label={t('common.loading')} />}
        <FormGroup>
          {roles.data?.map((r) => (
            <FormControlLabel
              key={r.id}
              control={
                <Checkbox
                  checked={selected.includes(r.name)}
                  onChange={(e) =>
                    setSelected((s) => (e.target.checked ? [...s, r.name] : s.filter((n) => n !== r.name)))
                  }
                />
              }
              label={r.description ? `${r.name} — ${r.description}` : r.name}
            />
          ))}
        </FormGroup>
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          disabled={!changed}
          loading={update.isPending}
          onClick={() => void save()}
        >
          {t('admin.users.saveRoles')}
        </Button>
      </CardContent>
    </Card>
  );
}
