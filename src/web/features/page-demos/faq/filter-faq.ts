export interface FaqEntry {
  category: string;
  id: string;
  question: string;
  answer: string;
}

/** Lower case without accents, so "reembolso" finds "Reembolsó" and "Zwrot" finds "zwrot". */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The entries whose question or answer holds every word of the query, in their order; all of
 * them for a blank query.
 */
export function filterFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((e) => {
    const text = foldText(`${e.question} ${e.answer}`);
    return words.every((w) => text.includes(w));
  });
}
