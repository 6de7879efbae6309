import { useSession } from '@web/lib/session-context';
import { lazy, Suspense } from 'react';
import { LiveMessageRefresh } from './live-message-refresh';

const LiveSession = lazy(() => import('./live-session'));
const CallInvitations = lazy(() => import('./call-invitations'));

/**
 * The global overlay (SPEC.md section 2): the personal live channel and the incoming-call popup,
 * on every page. The status line is drawn by the layouts (RealtimeStatusSlot), in the flow of the
 * page. Signed out (no apiToken) nothing loads: the socket client arrives only with a session that
 * can open a live channel, and so does the refresh of messages views when a message arrives on it.
 */
export function RealtimeStatus() {
  const { session } = useSession();
  if (!session?.apiToken) return null;
  return (
    <>
      <LiveMessageRefresh />
      <Suspense fallback={null}>
        <LiveSession userId={session.userId} apiToken={session.apiToken} />
        <CallInvitations userId={session.userId} apiToken={session.apiToken} />
      </Suspense>
    </>
  );
}
