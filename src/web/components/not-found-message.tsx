import { FRONT_PAGE_PATH } from '@common/constants';
import { useSession } from '@web/lib/session-context';
import { useLandingPath } from '@web/lib/use-landing-path';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

/**
 * "Page not found": the catch-all page, and what a page shows for a path that matches its route
 * but names nothing (an unknown tab, a malformed id). A signed-in user sees it inside the admin
 * chrome and goes back to their landing page; a visitor goes back to the front page.
 */
export function NotFoundMessage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const landing = useLandingPath();
  const signedIn = session !== null;
  return (
    <MessagePage
      code="404"
      title={t('notFound.title')}
      body={t('notFound.body')}
      backTo={signedIn ? landing : FRONT_PAGE_PATH}
      inLayout={signedIn}
    />
  );
}
