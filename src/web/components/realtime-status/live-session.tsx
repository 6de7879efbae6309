import { closeAllChannels, personalChannel } from '@web/lib/realtime/channels';
import { useEffect } from 'react';

/**
 * Keeps the signed-in user's personal channel open on every page, whatever the layout draws: the
 * call popup and the live refresh of messages listen on it. Signed out or another user, the
 * channels of the old token close (this unmounts or re-keys).
 */
export default function LiveSession({ userId, apiToken }: { userId: string; apiToken: string }) {
  useEffect(() => {
    personalChannel(userId, apiToken);
    return () => closeAllChannels();
  }, [userId, apiToken]);
  return null;
}
