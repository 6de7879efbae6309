import { Island } from '@web/islands/island';
import type { RouteMeta } from '@web/lib/route-meta';
import { AuthCard, RegisterForm } from '@web/features/auth';
import { useTranslation } from 'react-i18next';

export const meta: RouteMeta = { unauthenticatedOnly: true, layout: 'blank', i18n: ['auth'], islands: true };

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <Island name="register-form" component={RegisterForm} props={{}} />
    </AuthCard>
  );
}
