import * as api from '@common/api/video';
import { callApi } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { personalChannel } from '@web/lib/realtime/channels';
import { DATA_TEST_TIMEOUT_MS } from './chunks';
import { dataChannelTest } from './data-channel-test';
import { checkCamera, checkMicrophone, deviceOf } from './device-checks';
import { DiagnosticError, type DiagnosticStep } from './diagnostics';
import { checkSignalling } from './signalling-check';

export const CONNECTION_TEST_STEPS = ['camera', 'microphone', 'signalling', 'dataChannel'] as const;
export type ConnectionStep = (typeof CONNECTION_TEST_STEPS)[number];

const DEVICE_TIMEOUT_MS = 10_000;
const SIGNALLING_TIMEOUT_MS = 10_000;

export interface ConnectionTestInput {
  /** The join dialog's preview: its tracks name the chosen camera and microphone. */
  preview: MediaStream | null;
  /** Signed in with a live-channel token; a visitor has none (signalling then fails, saying so). */
  session: { userId: string; apiToken: string | null } | null;
}

/**
 * The ICE servers a call would use: the token service hands them out with a token, here for the
 * user's own room, which they may always enter. A visitor tests without (host candidates only).
 */
async function iceServers(session: ConnectionTestInput['session'], signal: AbortSignal): Promise<RTCIceServer[]> {
  if (!session?.apiToken) return [];
  try {
    const answer = await callApi(api.requestVideoToken, {
      body: { roomName: session.userId, participantName: `Participant${session.userId}` },
      bearer: session.apiToken,
      signal,
    });
    return answer.iceServers as RTCIceServer[];
  } catch (err) {
    if (err instanceof ApiError) throw new DiagnosticError('iceServersUnavailable');
    throw err;
  }
}

/** The four checks of "Test connection", in the order the dialog shows them. */
export function connectionTestSteps({ preview, session }: ConnectionTestInput): DiagnosticStep<ConnectionStep>[] {
  return [
    {
      id: 'camera',
      timeoutMs: DEVICE_TIMEOUT_MS,
      run: (signal) => checkCamera(deviceOf(preview?.getVideoTracks()[0]), signal),
    },
    {
      id: 'microphone',
      timeoutMs: DEVICE_TIMEOUT_MS,
      run: (signal) => checkMicrophone(deviceOf(preview?.getAudioTracks()[0]), signal),
    },
    {
      id: 'signalling',
      timeoutMs: SIGNALLING_TIMEOUT_MS,
      run: (signal) => checkSignalling(session ? personalChannel(session.userId, session.apiToken) : null, signal),
    },
    {
      id: 'dataChannel',
      // SPEC.md section 9: the whole test, ICE servers and connection included, within 10 s.
      timeoutMs: DATA_TEST_TIMEOUT_MS,
      run: async (signal) => dataChannelTest(await iceServers(session, signal), signal),
    },
  ];
}
