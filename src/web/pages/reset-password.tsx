import { Island } from '@web/islands/island';
import type { RouteMeta } from '@web/lib/route-meta';
import { AuthCard, ResetPasswordForm, VerifyEmailStatus } from '@web/features/auth';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

// Public, not signed-out-only: a signed-in user may follow a reset link too.
export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['auth'], islands: true };

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      {token ? (
        <Island name="reset-password-form" component={ResetPasswordForm} props={{ token }} />
      ) : (
        <VerifyEmailStatus token={null} />
      )}
    </AuthCard>
  );
}
