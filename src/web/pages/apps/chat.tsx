import { ChatApp } from '@web/features/chat';
import type { RouteMeta } from '@web/lib/route-meta';

// Any signed-in user: a chat is its two participants' (the API keeps others out), not a permission's.
// The class is CONTENT_HEIGHT_FIXED from layouts/layout-props, spelled out (the meta is read at
// build time as one plain line): the list and the chat scroll inside the window.
export const meta: RouteMeta = { i18n: ['chat'], layoutWrapperClasses: 'layout-content-height-fixed' };

export default function ChatPage() {
  return <ChatApp />;
}
