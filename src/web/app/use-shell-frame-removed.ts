import { SHELL_FRAME_ID } from '@common/shell-frame';
import { useLayoutEffect } from 'react';

/**
 * Removes the server's frame of a signed-in page (src/server/web/shell-frame.ts) in the commit
 * that puts the app's own layout (or whatever the route shows instead: a redirect to sign in, an
 * error) on screen: a layout effect runs before that commit is painted, so no frame is seen with
 * the app's bars, and no moment without either. Every later call finds nothing to remove.
 */
export function useShellFrameRemoved(): void {
  useLayoutEffect(() => {
    document.getElementById(SHELL_FRAME_ID)?.remove();
  }, []);
}
