import { useState } from 'react';

/*
 * SPEC.md section 4: "On receiving acceptcallInvitation, if the join-on-accept option is set, the
 * client switches to the room in the message and joins." The caller's choice, kept in this
 * browser. On unless turned off: a caller who rang someone wants to be in the room they accepted,
 * as the screen always did before the option existed (issue #33).
 */

export const JOIN_ON_ACCEPT_KEY = 'video.joinOnAccept';

export function readJoinOnAccept(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): boolean {
  try {
    return storage?.getItem(JOIN_ON_ACCEPT_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function writeJoinOnAccept(on: boolean, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(JOIN_ON_ACCEPT_KEY, String(on));
  } catch {
    // Storage refused (private mode, full): the choice holds for this page only.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The option as state: changing it remembers it. */
export function useJoinOnAccept(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readJoinOnAccept());
  return [
    on,
    (next) => {
      setOn(next);
      writeJoinOnAccept(next);
    },
  ];
}
