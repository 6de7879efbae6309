import { Island } from '@web/islands/island';
import type { RouteMeta } from '@web/lib/route-meta';
import { AuthVariantPage, ForgotPasswordForm } from '@web/features/auth';
import { useTranslation } from 'react-i18next';

// A working demo of the "basic" style: public, on the same APIs as the main screens.
// Server-rendered: only the form is an island (ADR 0026), the frame, picture and texts are static HTML.
export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['auth'], islands: true };

export default function ForgotPasswordV1Page() {
  const { t } = useTranslation();
  return (
    <AuthVariantPage variant="v1" picture="forgot" title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <Island name="forgot-password-form" component={ForgotPasswordForm} props={{ variant: 'v1' }} />
    </AuthVariantPage>
  );
}
