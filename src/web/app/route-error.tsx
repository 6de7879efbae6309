import { MessagePage } from '@web/components/message-page';
import { NotFoundMessage } from '@web/components/not-found-message';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useShellFrameRemoved } from './use-shell-frame-removed';

/**
 * What the router shows when a page's data fails: the not-found page when the data said the thing
 * does not exist (page-data.ts notFound(), e.g. an unpublished offer), otherwise the server error
 * text with the way home.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  // Shown instead of the root route when it fails: the server's frame goes here too.
  useShellFrameRemoved();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  return <MessagePage title={t('errors.serverError')} body={t('common.retry')} />;
}
