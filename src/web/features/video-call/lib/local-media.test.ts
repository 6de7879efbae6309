import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLocalMedia, stopMedia } from './local-media';

class FakeStream {
  constructor(readonly tracks: { stop: () => void }[] = []) {}
  getTracks() {
    return this.tracks;
  }
}

const refuse = (name: string) => vi.fn(() => Promise.reject(Object.assign(new Error(name), { name })));

afterEach(() => vi.unstubAllGlobals());

describe('the camera and microphone of a call', () => {
  it.each([
    ['NotAllowedError', 'permissionDenied'],
    ['SecurityError', 'permissionDenied'],
    ['NotFoundError', 'noDevice'],
    ['NotReadableError', 'deviceBusy'],
    ['OverconstrainedError', 'deviceGone'],
    ['TypeError', 'unexpected'],
  ])('turns %s into the reason a person can act on (%s)', async (name, reason) => {
    vi.stubGlobal('MediaStream', FakeStream);
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: refuse(name) } });
    const { stream, problem } = await openLocalMedia();
    expect(problem).toBe(reason);
    expect(stream).toBeInstanceOf(FakeStream);
  });

  it('says "unsupported" where the browser has no getUserMedia', async () => {
    vi.stubGlobal('MediaStream', FakeStream);
    vi.stubGlobal('navigator', {});
    expect((await openLocalMedia()).problem).toBe('unsupported');
  });

  it('stops every track, so the camera light goes out', () => {
    const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
    stopMedia(new FakeStream(tracks) as unknown as MediaStream);
    stopMedia(null);
    for (const t of tracks) expect(t.stop).toHaveBeenCalledOnce();
  });
});
