import { Island } from '@web/islands/island';
import type { RouteMeta } from '@web/lib/route-meta';
import { AuthVariantPage, RegisterForm } from '@web/features/auth';
import { useTranslation } from 'react-i18next';

// A working demo of the "cover" style: public, on the same APIs as the main screens.
// Server-rendered: only the form is an island (ADR 0026), the frame, picture and texts are static HTML.
export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['auth'], islands: true };

export default function RegisterV2Page() {
  const { t } = useTranslation();
  return (
    <AuthVariantPage
      variant="v2"
      picture="register"
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
    >
      <Island name="register-form" component={RegisterForm} props={{ variant: 'v2' }} />
    </AuthVariantPage>
  );
}
