/** A piece of a message: plain text, or a web address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare www. ones; trailing punctuation is the sentence's, not the address's.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"»”]+$/;

/**
 * Splits plain text into text and links, so links are clickable while nothing typed is ever
 * read as HTML (React escapes the text parts). Only http and https links come out: a
 * "javascript:" address stays text.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const raw = match[0];
    const address = raw.replace(TRAILING, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({
      kind: 'link',
      text: address,
      href: address.toLowerCase().startsWith('www.') ? `https://${address}` : address,
    });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
