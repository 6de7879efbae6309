import { useSession } from '@web/lib/session-context';
import { lazy, Suspense } from 'react';
import { LiveMessageRefresh } from './live-message-refresh';

const RealtimeStatusLine = lazy(() => import('./realtime-status-line'));
const CallInvitations = lazy(() => import('./call-invitations'));

/**
 * The global overlay (SPEC.md section 2): the status line and the incoming-call popup. Signed out (no apiToken) nothing loads:
 * the socket client and the line arrive only with a session that can open a live channel, and
 * so does the refresh of messages views when a message arrives on it.
 */
export function RealtimeStatus() {
  const { session } = useSession();
  if (!session?.apiToken) return null;
  return (
    <>
      <LiveMessageRefresh />
      <Suspense fallback={null}>
        <RealtimeStatusLine userId={session.userId} apiToken={session.apiToken} />
        <CallInvitations userId={session.userId} apiToken={session.apiToken} />
      </Suspense>
    </>
  );
}
