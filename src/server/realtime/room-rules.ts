import { ROOM_PREFIX } from './room-names';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PERSONAL = new RegExp(`^${ROOM_PREFIX}(${UUID})$`, 'i');
const CALL = new RegExp(`^${ROOM_PREFIX}(${UUID})_(${UUID})$`, 'i');
const BOARD = new RegExp(`^${ROOM_PREFIX}kanban_(${UUID})$`, 'i');

export type RoomKind =
  | { kind: 'personal'; ownerId: string }
  | { kind: 'call'; callerId: string; calleeId: string }
  | { kind: 'board'; boardId: string }
  | { kind: 'unknown' };

/** What a prefixed room name stands for; anything not listed here is 'unknown' and closed. */
export function classifyRoom(room: string): RoomKind {
  const personal = PERSONAL.exec(room);
  if (personal) return { kind: 'personal', ownerId: personal[1]!.toLowerCase() };
  const call = CALL.exec(room);
  if (call) return { kind: 'call', callerId: call[1]!.toLowerCase(), calleeId: call[2]!.toLowerCase() };
  const board = BOARD.exec(room);
  if (board) return { kind: 'board', boardId: board[1]!.toLowerCase() };
  return { kind: 'unknown' };
}

/** Whether a user was let into a room by a server module (sendToRoom's callers, e.g. group calls). */
export type IsInvited = (room: string, userId: string) => Promise<boolean>;

/** Whether a user is a member of a Kanban board now (the kanban module answers; realtime imports no module). */
export type IsBoardMember = (boardId: string, userId: string) => Promise<boolean>;
const noBoards: IsBoardMember = async () => false;

/**
 * The one place that says who may enter a room (DESIGN.md section 5), default deny:
 * - a personal room (`room_<userId>`) only its owner;
 * - a call room (`room_<callerId>_<calleeId>`) its two users, or users invited into it;
 * - a board room (`room_kanban_<boardId>`) the board's members, asked at each join (no invitation
 *   to outlive a removal);
 * - any other name only users invited into it.
 */
export async function mayJoin(
  userId: string,
  room: string,
  isInvited: IsInvited,
  isBoardMember: IsBoardMember = noBoards,
): Promise<boolean> {
  const kind = classifyRoom(room);
  const me = userId.toLowerCase();
  if (kind.kind === 'personal') return kind.ownerId === me;
  if (kind.kind === 'board') return isBoardMember(kind.boardId, me);
  if (kind.kind === 'call' && (kind.callerId === me || kind.calleeId === me)) return true;
  return isInvited(room, me);
}

/**
 * Who may send into a room: anyone signed in may post to a personal room (that is how a call
 * invitation or a direct message reaches its user, SPEC.md section 4); other rooms only those
 * who may join them.
 */
export async function maySend(
  userId: string,
  room: string,
  isInvited: IsInvited,
  isBoardMember: IsBoardMember = noBoards,
): Promise<boolean> {
  const kind = classifyRoom(room).kind;
  if (kind === 'personal') return true;
  // A board's room carries the server's change notices only: clients send changes over HTTP.
  if (kind === 'board') return false;
  return mayJoin(userId, room, isInvited, isBoardMember);
}
