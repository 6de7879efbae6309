/** Every client-named room lives under this prefix, so clients can never name an internal room. */
export const ROOM_PREFIX = 'room_';

/**
 * SPEC.md section 4: a joined name gets `room_` in front unless it already starts with `room`
 * (so `room_abc` and `abc` are the same room, and a client may send either).
 */
export function prefixRoom(name: string): string {
  return name.startsWith('room') ? name : `${ROOM_PREFIX}${name}`;
}

/** The broadcast envelope's SocketIOUniqueChannelName: the room without its `room_` prefix. */
export function channelNameOf(room: string): string {
  return room.startsWith(ROOM_PREFIX) ? room.slice(ROOM_PREFIX.length) : room;
}

/** The internal room holding every socket of one user (sendToUser); not reachable by join-room. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}
