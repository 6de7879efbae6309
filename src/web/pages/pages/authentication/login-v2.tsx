import { Island } from '@web/islands/island';
import type { RouteMeta } from '@web/lib/route-meta';
import { AuthVariantPage, LoginForm } from '@web/features/auth';
import { useSite } from '@web/lib/site-context';
import { useTranslation } from 'react-i18next';

// A working demo of the "cover" style: public, on the same APIs as the main screens.
// Server-rendered: only the form is an island (ADR 0026), the frame, picture and texts are static HTML.
export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['auth'], islands: true };

export default function LoginV2Page() {
  const { t } = useTranslation();
  const { site } = useSite();
  return (
    <AuthVariantPage
      variant="v2"
      picture="login"
      title={t('auth.login.title', { app: site.configuration.AppTitle })}
      subtitle={t('auth.login.subtitle')}
    >
      <Island name="login-form" component={LoginForm} props={{ variant: 'v2' }} />
    </AuthVariantPage>
  );
}
