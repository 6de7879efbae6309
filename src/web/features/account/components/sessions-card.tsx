import type { SessionInfo } from '@common/schemas/account';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevokeSession } from '../api/revoke-session';
import { useSessions } from '../api/sessions';
import { describeDevice } from './describe-device';

/** Where the account is signed in; any other session can be signed out from here. */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const [target, setTarget] = useState<SessionInfo | null>(null);
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'cn' ? 'zh-CN' : i18n.language);

  const confirm = async () => {
    if (!target) return;
    try {
      await revoke.mutateAsync(target.id);
      setTarget(null);
      notify({ message: t('account.sessions.revoked'), severity: 'success' });
    } catch {
      // The dialog shows the error and stays open.
    }
  };

  return (
    <Card>
      <CardHeader title={t('account.sessions.title')} subheader={t('account.sessions.subtitle')} />
      {sessions.isError && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={<Button onClick={() => void sessions.refetch()}>{t('common.retry')}</Button>}
        >
          {t('account.sessions.loadFailed')}
        </Alert>
      )}
      <TableContainer>
        <Table aria-label={t('account.sessions.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('account.sessions.device')}</TableCell>
              <TableCell>{t('account.sessions.signedIn')}</TableCell>
              <TableCell>{t('account.sessions.lastUsed')}</TableCell>
              <TableCell align="right">{t('account.sessions.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.isPending &&
              [0, 1].map((i) => (
                <TableRow key={i}>
                  <TableCell colSpan={4}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))}
            {sessions.data?.map((s) => (
              <TableRow key={s.id}>
                <TableCell>
                  {describeDevice(s.userAgent, t('account.sessions.unknownDevice'))}{' '}
                  {s.current && (
                    <Chip size="small" color="primary" label={t('account.sessions.current')} sx={{ ml: 1 }} />
                  )}
                </TableCell>
                <TableCell>{date(s.createdAt)}</TableCell>
                <TableCell>{date(s.lastUsedAt)}</TableCell>
                <TableCell align="right">
                  {!s.current && (
                    <Button color="error" size="small" onClick={() => setTarget(s)}>
                      {t('account.sessions.revoke')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={target !== null}
        title={t('account.sessions.revokeTitle')}
        text={t('account.sessions.revokeText', {
          device: describeDevice(target?.userAgent ?? null, t('account.sessions.unknownDevice')),
        })}
        confirmLabel={t('account.sessions.revoke')}
        danger
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() => void confirm()}
        onClose={() => {
          setTarget(null);
          revoke.reset();
        }}
      />
    </Card>
  );
}
