import type { RouteMeta } from '@web/lib/route-meta';
import { AuthCard, DemoInstanceNotice, LoginForm } from '@web/features/auth';
import { useSite } from '@web/lib/site-context';
import { Island } from '@web/islands/island';
import { useTranslation } from 'react-i18next';

export const meta: RouteMeta = { unauthenticatedOnly: true, layout: 'blank', i18n: ['auth'], islands: true };

export default function LoginPage() {
  const { t } = useTranslation();
  const { site } = useSite();
  return (
    <AuthCard title={t('auth.login.title', { app: site.configuration.AppTitle })} subtitle={t('auth.login.subtitle')}>
      <DemoInstanceNotice />
      {/* The form is the page's one island (ADR 0026): the card around it stays static HTML. */}
      <Island name="login-form" component={LoginForm} props={{}} />
    </AuthCard>
  );
}
