import type { RouteMeta } from '@web/lib/route-meta';
import { MessagePage } from '@web/components/message-page';
import { useTranslation } from 'react-i18next';

export const meta: RouteMeta = { public: true, layout: 'blank' };

export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  return <MessagePage code="403" title={t('notAuthorized.title')} body={t('notAuthorized.body')} />;
}
