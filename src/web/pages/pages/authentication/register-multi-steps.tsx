import { Island } from '@web/islands/island';
import type { RouteMeta } from '@web/lib/route-meta';
import { AuthVariantPage, RegisterStepsForm } from '@web/features/auth';
import { useTranslation } from 'react-i18next';

// A working demo of the "cover" style: public, on the same APIs as the main screens.
// Server-rendered: only the form is an island (ADR 0026), the frame, picture and texts are static HTML.
export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['auth'], islands: true };

export default function RegisterMultiStepsPage() {
  const { t } = useTranslation();
  return (
    <AuthVariantPage variant="v2" picture="register" title={t('auth.steps.title')} subtitle={t('auth.steps.subtitle')}>
      <Island name="register-steps-form" component={RegisterStepsForm} props={{ variant: 'v2' }} />
    </AuthVariantPage>
  );
}
