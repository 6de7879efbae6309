/**
 * The LIKE/ILIKE pattern for "contains `text`": what a person types in a search box is matched as
 * written, so `%`, `_` and the escape character `\` in it are escaped, never wildcards.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
