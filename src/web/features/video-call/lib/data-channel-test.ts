import { ChunkTally, chunksOf, DATA_TEST_BYTES, DATA_TEST_CHUNK_BYTES } from './chunks';
import { DiagnosticError } from './diagnostics';

/** Above this much queued, the sender waits for the channel to drain (Chromium closes a channel past 16 MB). */
const HIGH_WATER = 256 * 1024;
const LOW_WATER = 64 * 1024;

const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    const fail = () => reject(new DiagnosticError('timeout'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });

/** Hands one side's ICE candidates to the other, holding them until it has a remote description. */
function relayCandidates(from: RTCPeerConnection, to: RTCPeerConnection): () => void {
  const held: RTCIceCandidate[] = [];
  const add = (candidate: RTCIceCandidate) =>
    void to
      .addIceCandidate(candidate)
      .catch((err: unknown) => console.warn('connection test: a candidate was refused', err));
  from.addEventListener('icecandidate', ({ candidate }) => {
    if (!candidate) return;
    if (to.remoteDescription) add(candidate);
    else held.push(candidate);
  });
  return () => held.splice(0).forEach(add);
}

async function send(channel: RTCDataChannel, signal: AbortSignal): Promise<void> {
  channel.bufferedAmountLowThreshold = LOW_WATER;
  for (const chunk of chunksOf(DATA_TEST_BYTES, DATA_TEST_CHUNK_BYTES)) {
    if (signal.aborted || channel.readyState !== 'open') throw new DiagnosticError('dataChannelClosed');
    if (channel.bufferedAmount > HIGH_WATER) {
      await Promise.race([
        new Promise((resolve) => channel.addEventListener('bufferedamountlow', resolve, { once: true })),
        aborted(signal),
      ]);
    }
    channel.send(chunk);
  }
}

/**
 * Sends 1 MB in 1000-byte chunks over a WebRTC data channel between two connections in this page,
 * set up with the call's ICE servers, and answers how long the transfer took (from the channel
 * opening to the last byte arriving). What that proves is in README "Video calls".
 */
export async function dataChannelTest(
  iceServers: RTCIceServer[],
  signal: AbortSignal,
): Promise<{ ms: number; bytes: number }> {
  if (typeof RTCPeerConnection === 'undefined') throw new DiagnosticError('unsupported');
  let sender: RTCPeerConnection;
  try {
    sender = new RTCPeerConnection({ iceServers });
  } catch (err) {
    // The browser refuses a malformed STUN/TURN address or a TURN entry without credentials.
    console.warn('connection test: the ICE servers were refused', err);
    throw new DiagnosticError('iceServersInvalid');
  }
  // Same settings, so if the first was taken this one is too.
  const receiver = new RTCPeerConnection({ iceServers });
  const stopped = aborted(signal);
  stopped.catch(() => undefined);
  try {
    const flushToReceiver = relayCandidates(sender, receiver);
    const flushToSender = relayCandidates(receiver, sender);
    const channel = sender.createDataChannel('connection-test', { ordered: true });
    channel.binaryType = 'arraybuffer';
    const arrived = new Promise<number>((resolve, reject) => {
      receiver.addEventListener('datachannel', ({ channel: incoming }) => {
        incoming.binaryType = 'arraybuffer';
        const tally = new ChunkTally(DATA_TEST_BYTES, DATA_TEST_CHUNK_BYTES);
        incoming.addEventListener('message', ({ data }) => {
          try {
            tally.add(new Uint8Array(data as ArrayBuffer));
            if (tally.done) resolve(performance.now());
          } catch (err) {
            reject(err as Error);
          }
        });
      });
    });
    const opened = new Promise<void>((resolve, reject) => {
      channel.addEventListener('open', () => resolve(), { once: true });
      channel.addEventListener('error', () => reject(new DiagnosticError('dataChannelClosed')), { once: true });
      sender.addEventListener('connectionstatechange', () => {
        if (sender.connectionState === 'failed') reject(new DiagnosticError('iceFailed'));
      });
    });

    await sender.setLocalDescription(await sender.createOffer());
    await receiver.setRemoteDescription(sender.localDescription!);
    flushToReceiver();
    await receiver.setLocalDescription(await receiver.createAnswer());
    await sender.setRemoteDescription(receiver.localDescription!);
    flushToSender();

    await Promise.race([opened, stopped]);
    const start = performance.now();
    await Promise.race([send(channel, signal), stopped]);
    const end = await Promise.race([arrived, stopped]);
    return { ms: Math.round(end - start), bytes: DATA_TEST_BYTES };
  } finally {
    sender.close();
    receiver.close();
  }
}
