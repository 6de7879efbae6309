import type { RouteMeta } from '@web/lib/route-meta';
import { AuthVariantPage, ResetPasswordForm, VerifyEmailStatus } from '@web/features/auth';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

// A working demo of the "cover" style: public, on the same APIs as the main screens.
export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['auth'] };

export default function ResetPasswordV2Page() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthVariantPage variant="v2" picture="reset" title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      {token ? <ResetPasswordForm token={token} /> : <VerifyEmailStatus token={null} />}
    </AuthVariantPage>
  );
}
