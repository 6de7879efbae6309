import { Channel } from './channel';

/** SPEC.md section 4: one connection per channel, created once, and only with an apiToken. */
const open = new Map<string, Channel>();
const changes = new EventTarget();

function key(kind: string, room: string) {
  return `${kind}:${room}`;
}

/** The personal channel of the signed-in user (room = their id); null without an apiToken. */
export function personalChannel(userId: string, apiToken: string | null): Channel | null {
  if (!apiToken) return null;
  const k = key('persfRoom', userId);
  let channel = open.get(k);
  if (!channel) {
    channel = new Channel({ kind: 'persfRoom', room: userId, apiToken });
    open.set(k, channel);
  }
  return channel;
}

let conference: Channel | null = null;

/** The conference channel now in use (the call room), or null. */
export function conferenceChannel(): Channel | null {
  return conference;
}

/** Switches the conference channel to a room (calls set it; null leaves it). */
export function setConferenceRoom(room: string | null, apiToken: string | null): Channel | null {
  if (conference && conference.room === room) return conference;
  conference?.close();
  conference = room && apiToken ? new Channel({ kind: 'confRoom', room, apiToken }) : null;
  changes.dispatchEvent(new Event('conference'));
  return conference;
}

export function onConferenceChange(listener: () => void): () => void {
  changes.addEventListener('conference', listener);
  return () => changes.removeEventListener('conference', listener);
}

/** Sign-out: every channel closes (the next sign-in opens new ones with the new token). */
export function closeAllChannels(): void {
  for (const channel of open.values()) channel.close();
  open.clear();
  setConferenceRoom(null, null);
}
