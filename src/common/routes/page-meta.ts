/*
 * A page's route meta, `export const meta: RouteMeta = { ... };`, read from its source text. The
 * build (scripts/vite-page-meta.ts, for the router and the menu; the server's route manifest,
 * src/server/web/route-manifest.ts) reads it without importing the page, so the rule lives here
 * once. The meta is plain data: an object literal of strings, numbers, booleans, null, arrays and
 * objects, written however Prettier lays it out (lines, quotes, trailing commas, comments).
 * Anything else (a variable, a call, a spread) is an error rather than a guess.
 */

export type MetaValue = string | number | boolean | null | MetaValue[] | { [key: string]: MetaValue };
export type PageMeta = Record<string, MetaValue>;

/** Where the object starts: the declaration at the start of a line, with or without its type. */
const META_START = /^export const meta(?:\s*:\s*RouteMeta)?\s*=\s*(?=\{)/m;

/** The page's meta object, or null when the page declares none; throws when it is not plain data. */
export function pageMetaOf(source: string): PageMeta | null {
  const start = META_START.exec(source);
  if (!start) return null;
  const reader = new LiteralReader(source, start.index + start[0].length);
  return reader.object();
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/y;
const NUMBER = /-?(?:\d[\d_]*)?\.?\d[\d_]*(?:[eE][+-]?\d+)?/y;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** A recursive reader of one object literal, from a position in the source. */
class LiteralReader {
  constructor(
    private readonly text: string,
    private pos: number,
  ) {}

  object(): PageMeta {
    this.expect('{');
    const result: PageMeta = {};
    while (!this.take('}')) {
      const key = this.key();
      this.expect(':');
      result[key] = this.value();
      if (!this.take(',')) {
        this.expect('}');
        break;
      }
    }
    return result;
  }

  private array(): MetaValue[] {
    this.expect('[');
    const result: MetaValue[] = [];
    while (!this.take(']')) {
      result.push(this.value());
      if (!this.take(',')) {
        this.expect(']');
        break;
      }
    }
    return result;
  }

  private value(): MetaValue {
    const c = this.peek();
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === "'" || c === '"' || c === '`') return this.string();
    const number = this.match(NUMBER);
    if (number !== null) return Number(number.replaceAll('_', ''));
    const word = this.match(IDENTIFIER);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    throw this.error(word ? `"${word}" is not a literal` : 'a value expected');
  }

  private key(): string {
    const c = this.peek();
    if (c === "'" || c === '"') return this.string();
    const key = this.match(IDENTIFIER) ?? this.match(NUMBER);
    if (key === null) throw this.error('a property name expected');
    return key;
  }

  private string(): string {
    const quote = this.text[this.pos++] as string;
    let result = '';
    for (;;) {
      const c = this.text[this.pos++];
      if (c === undefined) throw this.error('unterminated string');
      if (c === quote) return result;
      if (quote === '`' && c === '$' && this.text[this.pos] === '{') throw this.error('no ${} in the meta');
      if (c !== '\\') {
        result += c;
        continue;
      }
      const escaped = this.text[this.pos++] ?? '';
      if (escaped === 'u' || escaped === 'x') throw this.error('no \\u or \\x escapes in the meta');
      result += ESCAPES[escaped] ?? (escaped === '\n' ? '' : escaped);
    }
  }

  /** Skips white space and comments; the next character, or '' at the end. */
  private peek(): string {
    for (;;) {
      const rest = /\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/)?/y;
      rest.lastIndex = this.pos;
      const skipped = rest.exec(this.text)?.[0] ?? '';
      if (skipped === '') return this.text[this.pos] ?? '';
      this.pos += skipped.length;
    }
  }

  private match(pattern: RegExp): string | null {
    this.peek();
    pattern.lastIndex = this.pos;
    const found = pattern.exec(this.text)?.[0] ?? null;
    if (found) this.pos += found.length;
    return found || null;
  }

  private take(c: string): boolean {
    if (this.peek() !== c) return false;
    this.pos++;
    return true;
  }

  private expect(c: string): void {
    if (!this.take(c)) throw this.error(`"${c}" expected`);
  }

  private error(message: string): Error {
    const line = this.text.slice(0, this.pos).split('\n').length;
    return new Error(`page meta, line ${line}: ${message} (the meta is plain data, read at build time)`);
  }
}
