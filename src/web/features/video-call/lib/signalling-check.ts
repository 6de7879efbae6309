import type { Channel } from '@web/lib/realtime/channel';
import { DiagnosticError } from './diagnostics';

/** How long the check waits for the live channel to (re)connect, then for the server's answer. */
const CONNECT_WAIT_MS = 5_000;
const ANSWER_WAIT_MS = 4_000;

function whenConnected(channel: Channel, signal: AbortSignal): Promise<void> {
  if (channel.socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new DiagnosticError('signallingOffline')), CONNECT_WAIT_MS);
    const finish = (err?: Error) => {
      clearTimeout(timer);
      channel.socket.off('connect', onConnect);
      signal.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve();
    };
    const onConnect = () => finish();
    const onAbort = () => finish(new DiagnosticError('signallingOffline'));
    channel.socket.on('connect', onConnect);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Signalling: the live channel the call's offers and answers travel on is connected, and the
 * server answers on it. The round trip is `join-room` of the user's own room (always allowed, and
 * already joined, so nothing changes), acknowledged by the server after it checked the sign-in.
 */
export async function checkSignalling(channel: Channel | null, signal: AbortSignal): Promise<{ ms: number }> {
  if (!channel) throw new DiagnosticError('signInRequired');
  await whenConnected(channel, signal);
  const start = performance.now();
  let answer: { ok?: boolean } | undefined;
  try {
    answer = (await channel.socket.timeout(ANSWER_WAIT_MS).emitWithAck('join-room', channel.room)) as
      { ok?: boolean } | undefined;
  } catch {
    throw new DiagnosticError('signallingNoAnswer');
  }
  if (!answer?.ok) throw new DiagnosticError('signallingRefused');
  return { ms: Math.round(performance.now() - start) };
}
