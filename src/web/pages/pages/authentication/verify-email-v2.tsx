import { Island } from '@web/islands/island';
import type { RouteMeta } from '@web/lib/route-meta';
import { AuthVariantPage, VerifyEmailPrompt } from '@web/features/auth';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

// A working demo of the "cover" style: public, on the same APIs as the main screens.
// Server-rendered: only the form is an island (ADR 0026), the frame, picture and texts are static HTML.
export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['auth'], islands: true };

export default function VerifyEmailV2Page() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthVariantPage variant="v2" picture="verify" title={t('auth.verify.title')}>
      <Island
        name="verify-email-prompt"
        component={VerifyEmailPrompt}
        props={{ token: params.get('token'), variant: 'v2' }}
      />
    </AuthVariantPage>
  );
}
