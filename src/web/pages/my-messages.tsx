import { MyMessages } from '@web/features/messages';
import type { RouteMeta } from '@web/lib/route-meta';

// The meta is read at build time as one plain line, so the class is spelled out: it is
// CONTENT_HEIGHT_FIXED from layouts/layout-props (the two panes scroll inside the window).
export const meta: RouteMeta = {
  action: 'read',
  subject: 'Message',
  i18n: ['messages'],
  layoutWrapperClasses: 'layout-content-height-fixed',
};

export default function MyMessagesPage() {
  return <MyMessages />;
}
