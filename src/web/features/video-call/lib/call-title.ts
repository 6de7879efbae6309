import { isLangCode, languageOf } from '@common/i18n/languages';

/**
 * The names of the people in a call as one phrase of the reader's language ("Anna and Ben",
 * "Anna, Ben et Cleo"), for the call screen's title (issue #33). The app's language codes are not
 * all BCP 47 tags (cn, br), so the list is formatted in the language's html tag.
 */
export function joinNames(names: readonly string[], lang: string): string {
  const tag = isLangCode(lang) ? languageOf(lang).htmlLang : lang;
  try {
    return new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/**
 * The ids whose people the title names: those in the room now, or before anyone is there the one
 * the call is with. One's own id never, and each once.
 */
export function titlePeople(remoteIds: readonly string[], expected: string | null, selfId: string): string[] {
  const present = [...new Set(remoteIds)].filter((id) => id && id !== selfId);
  if (present.length > 0) return present;
  return expected && expected !== selfId ? [expected] : [];
}

/**
 * Who left between two looks at the room: someone among `before` none of whose connections is in
 * `now`. A person on two devices who closes one has not left. Oneself never.
 */
export function departedFrom(before: readonly string[], now: readonly string[], selfId: string): string | null {
  return before.find((id) => id && id !== selfId && !now.includes(id)) ?? null;
}
