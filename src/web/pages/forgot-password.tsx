import { Island } from '@web/islands/island';
import type { RouteMeta } from '@web/lib/route-meta';
import { AuthCard, ForgotPasswordForm } from '@web/features/auth';
import { useTranslation } from 'react-i18next';

export const meta: RouteMeta = { unauthenticatedOnly: true, layout: 'blank', i18n: ['auth'], islands: true };

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <Island name="forgot-password-form" component={ForgotPasswordForm} props={{}} />
    </AuthCard>
  );
}
