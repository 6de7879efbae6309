import { DiagnosticError } from './diagnostics';

/** The device a preview stream's track came from, so the test checks the camera the user sees. */
export function deviceOf(track: MediaStreamTrack | undefined): string | undefined {
  return track?.getSettings().deviceId || undefined;
}

async function open(constraints: MediaStreamConstraints): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DiagnosticError('unsupported');
  return navigator.mediaDevices.getUserMedia(constraints);
}

const stop = (stream: MediaStream) => stream.getTracks().forEach((t) => t.stop());

/**
 * Resolves once a video element showing the stream has drawn two frames: by frame callbacks where
 * the browser has them, or by its size and its clock moving on (Firefox; and a page element not in
 * the document, for which a busy Chromium may hold back frame callbacks), whichever comes first.
 */
function twoFrames(video: HTMLVideoElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = () => {
      done = true;
      resolve();
    };
    signal.addEventListener('abort', () => reject(new DiagnosticError('noFrames')), { once: true });
    if (typeof video.requestVideoFrameCallback === 'function') {
      video.requestVideoFrameCallback(() => video.requestVideoFrameCallback(finish));
    }
    let first = -1;
    const check = () => {
      if (signal.aborted || done) return;
      if (video.videoWidth > 0 && first >= 0 && video.currentTime > first) return finish();
      if (video.videoWidth > 0 && first < 0) first = video.currentTime;
      setTimeout(check, 100);
    };
    check();
  });
}

/** Camera: a video track opens on the chosen camera and delivers frames. */
export async function checkCamera(deviceId: string | undefined, signal: AbortSignal): Promise<{ ms: number }> {
  const start = performance.now();
  const stream = await open({ video: deviceId ? { deviceId: { exact: deviceId } } : true });
  const video = document.createElement('video');
  try {
    if (signal.aborted) throw new DiagnosticError('timeout');
    const [track] = stream.getVideoTracks();
    if (!track || track.readyState !== 'live') throw new DiagnosticError('noFrames');
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    await video.play();
    await twoFrames(video, signal);
    return { ms: Math.round(performance.now() - start) };
  } finally {
    video.srcObject = null;
    stop(stream);
  }
}

/** Microphone: an audio track opens on the chosen microphone and is live. */
export async function checkMicrophone(deviceId: string | undefined, signal: AbortSignal): Promise<{ ms: number }> {
  const start = performance.now();
  const stream = await open({ audio: deviceId ? { deviceId: { exact: deviceId } } : true });
  try {
    if (signal.aborted) throw new DiagnosticError('timeout');
    const [track] = stream.getAudioTracks();
    if (!track || track.readyState !== 'live') throw new DiagnosticError('noSound');
    return { ms: Math.round(performance.now() - start) };
  } finally {
    stop(stream);
  }
}
