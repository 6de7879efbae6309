/**
 * The camera and microphone for a call. Without them (no device, permission refused) the call
 * still works, receiving only: an empty stream stands in, and the reason is shown.
 */
export async function openLocalMedia(): Promise<{ stream: MediaStream; problem: string | null }> {
  if (!navigator.mediaDevices?.getUserMedia) return { stream: new MediaStream(), problem: 'unsupported' };
  try {
    return { stream: await navigator.mediaDevices.getUserMedia({ video: true, audio: true }), problem: null };
  } catch (err) {
    return { stream: new MediaStream(), problem: (err as Error).name || 'unavailable' };
  }
}

export function stopMedia(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
