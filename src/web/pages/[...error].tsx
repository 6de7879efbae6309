import type { RouteMeta } from '@web/lib/route-meta';
import { MessagePage } from '@web/components/message-page';
import { useTranslation } from 'react-i18next';

export const meta: RouteMeta = { public: true, layout: 'blank' };

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <MessagePage code="404" title={t('notFound.title')} body={t('notFound.body')} />;
}
