import Alert from '@mui/material/Alert';
import { useSite } from '@web/lib/site-context';
import { useTranslation } from 'react-i18next';

/**
 * On an instance whose demo admin still has the password the README publishes (the server says so
 * in the bootstrap), the sign-in page says it is a demo: anyone may sign in as that admin.
 * A standing notice, not an error: role "note" keeps it apart from the form's own alerts.
 */
export function DemoInstanceNotice() {
  const { t } = useTranslation();
  const { runtime } = useSite();
  if (!runtime.demoAccounts) return null;
  return (
    <Alert severity="warning" role="note">
      {t('auth.login.demoInstance')}
    </Alert>
  );
}
