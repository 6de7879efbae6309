import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

export function NotSignedIn() {
  const { t } = useTranslation();
  return <MessagePage code="401" title={t('notSignedIn.title')} body={t('notSignedIn.body')} />;
}
