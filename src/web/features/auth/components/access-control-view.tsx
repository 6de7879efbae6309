import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSession } from '@web/lib/session-context';
import { useTranslation } from 'react-i18next';
import { useMe } from '../api/me';
import { PageHeader } from '@web/components/page-header';

/** /access-control: what the signed-in user may do, as the server derives it right now. */
export function AccessControlView() {
  const { t } = useTranslation();
  const { ability } = useSession();
  const me = useMe();
  const rules = me.data?.userAbilityRules ?? [];
  const permissionRules = rules.filter((r) => r.action !== 'access');
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 4 }, maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={t('auth.acl.title')} subtitle={t('auth.acl.subtitle')} gutter={false} />
      {ability.can('read', 'AclDemo') && <Alert severity="success">{t('auth.acl.canReadAcl')}</Alert>}
      {me.data && (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {me.data.user.name} · {me.data.user.email}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {t('auth.acl.roles')}:
                </Typography>
                {me.data.user.roles.map((role) => (
                  <Chip key={role} label={role} color="primary" size="small" />
                ))}
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {t('auth.acl.scopes')}:
                </Typography>
                {me.data.scopes.map((scope) => (
                  <Chip key={scope} label={scope} variant="outlined" size="small" />
                ))}
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      )}
      {me.data && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('auth.acl.rules')}
            </Typography>
            <Table size="small" aria-label={t('auth.acl.rules')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('auth.acl.action')}</TableCell>
                  <TableCell>{t('auth.acl.subject')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {permissionRules.map((rule) => (
                  <TableRow key={`${rule.action} ${rule.subject} ${rule.conditions ? 'own' : ''}`}>
                    <TableCell>{rule.action}</TableCell>
                    <TableCell>{rule.subject}</TableCell>
                    <TableCell>{rule.conditions ? t('auth.acl.ownOnly') : ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
