import { Island } from '@web/islands/island';
import type { RouteMeta } from '@web/lib/route-meta';
import { AuthCard, VerifyEmailStatus } from '@web/features/auth';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['auth'], islands: true };

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthCard title={t('auth.verify.title')}>
      {/* Confirms the mailed token as it hydrates (ADR 0026): the card around it stays static HTML. */}
      <Island name="verify-email-status" component={VerifyEmailStatus} props={{ token: params.get('token') }} />
    </AuthCard>
  );
}
