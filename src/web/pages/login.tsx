import type { RouteMeta } from '@web/lib/route-meta';
import { AuthCard, DemoInstanceNotice, LoginForm } from '@web/features/auth';
import { useSite } from '@web/lib/site-context';
import { HydrateLater } from '@web/lib/staged-hydration';
import { useTranslation } from 'react-i18next';

export const meta: RouteMeta = { unauthenticatedOnly: true, layout: 'blank', i18n: ['auth'] };

export default function LoginPage() {
  const { t } = useTranslation();
  const { site } = useSite();
  return (
    <AuthCard title={t('auth.login.title', { app: site.configuration.AppTitle })} subtitle={t('auth.login.subtitle')}>
      <DemoInstanceNotice />
      {/* The form's fields are most of the page's parts: taken over a task after the card (staged-hydration.tsx). */}
      <HydrateLater stage={2}>
        <LoginForm />
      </HydrateLater>
    </AuthCard>
  );
}
