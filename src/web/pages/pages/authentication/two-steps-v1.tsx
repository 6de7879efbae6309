import { Island } from '@web/islands/island';
import type { RouteMeta } from '@web/lib/route-meta';
import { AuthVariantPage, TwoStepsForm } from '@web/features/auth';
import { useTranslation } from 'react-i18next';

// A working demo of the "basic" style: public, on the same APIs as the main screens.
// Server-rendered: only the form is an island (ADR 0026), the frame, picture and texts are static HTML.
export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['auth'], islands: true };

export default function TwoStepsV1Page() {
  const { t } = useTranslation();
  return (
    <AuthVariantPage
      variant="v1"
      picture="two-steps"
      title={t('auth.twoSteps.title')}
      subtitle={t('auth.twoSteps.subtitle')}
    >
      <Island name="two-steps-form" component={TwoStepsForm} props={{ variant: 'v1' }} />
    </AuthVariantPage>
  );
}
