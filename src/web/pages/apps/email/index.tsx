import { EmailApp } from '@web/features/email';
import type { RouteMeta } from '@web/lib/route-meta';

// Every signed-in user has a mailbox, so no rule beyond signing in. The meta is read at build time
// as one plain line, so the class is spelled out: it is CONTENT_HEIGHT_FIXED from
// layouts/layout-props (the list and the message scroll inside the window).
export const meta: RouteMeta = { i18n: ['email'], layoutWrapperClasses: 'layout-content-height-fixed' };

export default function EmailInboxPage() {
  return <EmailApp box="inbox" />;
}
