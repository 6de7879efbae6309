import { Island } from '@web/islands/island';
import type { RouteMeta } from '@web/lib/route-meta';
import { AuthVariantPage, ResetPasswordForm, VerifyEmailStatus } from '@web/features/auth';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

// A working demo of the "cover" style: public, on the same APIs as the main screens.
// Server-rendered: only the form is an island (ADR 0026), the frame, picture and texts are static HTML.
export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['auth'], islands: true };

export default function ResetPasswordV2Page() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthVariantPage variant="v2" picture="reset" title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      {token ? (
        <Island name="reset-password-form" component={ResetPasswordForm} props={{ token, variant: 'v2' }} />
      ) : (
        <VerifyEmailStatus token={null} />
      )}
    </AuthVariantPage>
  );
}
