/** One node of an icon: a path's `d`, or [tag, attributes] (scripts/vite-icon-data.ts writes them). */
export type IconNode = string | [string, Record<string, string>];
/** As the data file holds it: [component name, style (0 outline, 1 filled), category, tags, nodes]. */
export type RawIcon = [string, 0 | 1, string, string, IconNode[]];

export interface IconEntry {
  /** The React component's name, what the page copies: IconArrowLeft. */
  name: string;
  filled: boolean;
  category: string;
  /** Name, tags and category in lower case, which the search reads. */
  haystack: string;
  nodes: IconNode[];
}

export type IconStyle = 'all' | 'outline' | 'filled';

export function toEntries(raw: readonly RawIcon[]): IconEntry[] {
  return raw.map(([name, style, category, tags, nodes]) => ({
    name,
    filled: style === 1,
    category,
    haystack: `${name.slice(4)} ${tags} ${category}`.toLowerCase(),
    nodes,
  }));
}

/**
 * The icons of the chosen style whose name, tags or category hold every word of the query
 * ("arrow left" finds IconArrowLeft and IconArrowBigLeft); camel-case runs of the query match
 * too ("ArrowLeft" is "arrow left"), and the names holding the query come first.
 */
export function filterIcons(entries: readonly IconEntry[], query: string, style: IconStyle): IconEntry[] {
  const words = query
    .replace(/^Icon(?=[A-Z])/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  const found = entries.filter(
    (e) => (style === 'all' || e.filled === (style === 'filled')) && words.every((w) => e.haystack.includes(w)),
  );
  // Icons whose own name holds the query as typed come first: "arrow left" puts IconArrowLeft
  // before IconArrowBigLeft, which only has both words.
  const joined = words.join('');
  if (!joined) return found;
  const named = found.filter((e) => e.name.toLowerCase().includes(joined));
  return named.length === 0 ? found : [...named, ...found.filter((e) => !named.includes(e))];
}
