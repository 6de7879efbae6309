import type { RouteMeta } from '@web/lib/route-meta';
import { AuthCard, VerifyEmailStatus } from '@web/features/auth';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['auth'] };

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthCard title={t('auth.verify.title')}>
      <VerifyEmailStatus token={params.get('token')} />
    </AuthCard>
  );
}
