import { useSession } from '@web/lib/session-context';
import { lazy, Suspense } from 'react';

const RealtimeStatusLine = lazy(() => import('./realtime-status-line'));

/**
 * Where a layout puts the live status line (SPEC.md section 2): at its very end, in the flow of
 * the page, so the line takes its own space and never covers a footer, a field or a Save button
 * (issue #33). Signed out, nothing loads.
 */
export function RealtimeStatusSlot() {
  const { session } = useSession();
  if (!session?.apiToken) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeStatusLine userId={session.userId} apiToken={session.apiToken} />
    </Suspense>
  );
}
