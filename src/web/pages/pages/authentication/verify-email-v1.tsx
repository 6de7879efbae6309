import type { RouteMeta } from '@web/lib/route-meta';
import { AuthVariantPage, VerifyEmailPrompt } from '@web/features/auth';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

// A working demo of the "basic" style: public, on the same APIs as the main screens.
export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['auth'] };

export default function VerifyEmailV1Page() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthVariantPage variant="v1" picture="verify" title={t('auth.verify.title')}>
      <VerifyEmailPrompt token={params.get('token')} />
    </AuthVariantPage>
  );
}
