import { reasonOf } from './diagnostics';

/**
 * The camera and microphone for a call. Without them (no device, permission refused) the call
 * still works, receiving only: an empty stream stands in, and the reason is shown. The reason is a
 * code of video.diag.reason.* (the connection test's texts), so the user reads what to do, not
 * the browser's error name (issue #33).
 */
export async function openLocalMedia(): Promise<{ stream: MediaStream; problem: string | null }> {
  if (!navigator.mediaDevices?.getUserMedia) return { stream: new MediaStream(), problem: 'unsupported' };
  try {
    return { stream: await navigator.mediaDevices.getUserMedia({ video: true, audio: true }), problem: null };
  } catch (err) {
    return { stream: new MediaStream(), problem: reasonOf(err) };
  }
}

/** Stops every track: the camera light goes out and the microphone is released. */
export function stopMedia(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
