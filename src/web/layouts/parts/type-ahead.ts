/** What a shortcut's search keeps of the keys typed before its field has the focus. */
export interface TypeAhead {
  /** The letters typed so far; stops catching (the field has the focus now). */
  take: () => string;
  stop: () => void;
}

/** Long enough for the dialog's code to arrive on a slow phone network; then keys go where they go. */
const CATCH_AT_MOST_MS = 10_000;

/**
 * Catches the letters typed between a shortcut (Ctrl+K) and the moment the search field it opens
 * has the focus: the dialog's code may still be on its way, and "gitara" typed straight after the
 * shortcut became "tara" (issue #33). Keys with Ctrl, Alt or Meta and keys that are not one
 * character pass through; Backspace takes back the last letter caught.
 */
export function catchTypeAhead(): TypeAhead {
  let typed = '';
  const from = document.activeElement;
  const onKey = (e: KeyboardEvent) => {
    // Another field has the focus now (the search's own, whoever focused it): the keys are its.
    if (document.activeElement !== from && isTextField(document.activeElement)) return stop();
    if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
    if (e.key === 'Backspace' && typed) typed = typed.slice(0, -1);
    else if ([...e.key].length === 1) typed += e.key;
    else return;
    e.preventDefault();
  };
  const stop = () => {
    window.removeEventListener('keydown', onKey, true);
    clearTimeout(timer);
  };
  window.addEventListener('keydown', onKey, true);
  const timer = setTimeout(stop, CATCH_AT_MOST_MS);
  return {
    take: () => {
      stop();
      const caught = typed;
      typed = '';
      return caught;
    },
    stop,
  };
}

function isTextField(el: Element | null): boolean {
  return (
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    (el as HTMLElement | null)?.isContentEditable === true
  );
}
