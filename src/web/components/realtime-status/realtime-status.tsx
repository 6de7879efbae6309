import { useSession } from '@web/lib/session-context';
import { lazy, Suspense } from 'react';
import { LiveMessageRefresh } from './live-message-refresh';

const RealtimeStatusLine = lazy(() => import('./realtime-status-line'));

/**
 * The global overlay's status line (SPEC.md section 2). Signed out (no apiToken) nothing loads:
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
      </Suspense>
    </>
  );
}
