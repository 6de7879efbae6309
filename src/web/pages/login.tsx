import Alert from '@mui/material/Alert';
import type { RouteMeta } from '@web/app/router/route-meta';
import { AuthCard, LoginForm } from '@web/features/auth';
import { useSite } from '@web/app/site-context';
import { useTranslation } from 'react-i18next';

export const meta: RouteMeta = { unauthenticatedOnly: true, layout: 'blank' };

export default function LoginPage() {
  const { t } = useTranslation();
  const { site, runtime } = useSite();
  return (
    <AuthCard title={t('auth.login.title', { app: site.configuration.AppTitle })} subtitle={t('auth.login.subtitle')}>
      {/* A standing notice, not an error: role "note" keeps it apart from the form's alerts. */}
      {runtime.demoAccounts && (
        <Alert severity="warning" role="note" data-testid="demo-instance">
          {t('auth.login.demoInstance')}
        </Alert>
      )}
      <LoginForm />
    </AuthCard>
  );
}
