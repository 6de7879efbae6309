/*
 * The allow-list sanitizer for the rich-text descriptions people type: listings (ADR 0013) and
 * the shop's products. It does not repair the input: it reads tags and text and writes new HTML
 * from them, so only what is written here can come out: the tags below, an http(s)/mailto link target, and escaped text. Anything else (other
 * tags, every other attribute, comments) is dropped; script-like elements lose their content.
 *
 * The input is read by a hand-written scanner that follows the HTML tokenizer's rules for tags,
 * attributes and comments (WHATWG "13.2.5 Tokenization", simplified): each character is looked
 * at a bounded number of times, so a 20,000-character description costs linear time whatever
 * it holds (a backtracking regular expression here took seconds on crafted input). Where it
 * reads differently from a browser, it can only lose content, never let markup through.
 */

/** Formatting a description editor produces; `a` is the only tag with an attribute. */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
]);
/** Link targets kept; anything else (javascript:, data:, vbscript:, relative URLs) loses its href. */
export const ALLOWED_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);
/** Written on every kept link: a description is someone else's text, its links are not endorsed. */
export const LINK_REL = 'nofollow noopener noreferrer';

/** Elements whose content the browser reads as text up to their end tag: dropped with it. */
const RAW_TEXT = new Set(['script', 'style', 'iframe', 'noscript', 'textarea', 'title', 'xmp', 'noembed', 'noframes']);
/** Elements whose content is code or UI, never description text: dropped with their content. */
const DROP_WITH_CONTENT = new Set([...RAW_TEXT, 'object', 'template', 'select', 'svg', 'math', 'head']);
/** Foreign elements, where `<svg/>` closes itself (an HTML element ignores the slash). */
const SELF_CLOSING = new Set(['svg', 'math']);

/** `&name;`, `&#123;` or `&#x1F;` as written; a browser shows it as one character, never markup. */
const ENTITY = /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/iy;
/**
 * After decoding: no space or control character (a browser strips or skips them, so they could
 * hide a scheme), no double quote or angle bracket (never raw in a URL), no backslash (a browser
 * reads it as `/`). A backtick or apostrophe may stay: e-mail addresses and paths hold them.
 */
// eslint-disable-next-line no-control-regex
const SAFE_URL = /^(?:https?:\/\/|mailto:)[^\u0000-\u0020\u007f-\u009f"<>\\]+$/i;
/** Named references decoded in a link target; any other is kept as literal text (and escaped). */
const NAMED = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
  ['colon', ':'],
  ['sol', '/'],
  ['Tab', '\t'],
  ['NewLine', '\n'],
  ['period', '.'],
  ['quest', '?'],
  ['equals', '='],
  ['num', '#'],
  ['percnt', '%'],
  ['commat', '@'],
  ['plus', '+'],
  ['lowbar', '_'],
]);

const COMMENT_END = /--!?>/g;

const isAlpha = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
/** The tokenizer's whitespace: tab, line feed, form feed, carriage return, space. */
const isSpace = (c: string | undefined) => c === '\t' || c === '\n' || c === '\f' || c === '\r' || c === ' ';

/** Text as HTML text: markup characters escaped; an entity already written stays as written. */
function escapeText(text: string): string {
  return text.replace(/[<>"&]/g, (c, offset: number) => {
    if (c === '<') return '&lt;';
    if (c === '>') return '&gt;';
    if (c === '"') return '&quot;';
    ENTITY.lastIndex = offset;
    return ENTITY.test(text) ? '&' : '&amp;';
  });
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * An attribute value as the browser reads it, for the references a URL plausibly holds: numeric
 * ones and the names above. An undecoded `&` stays literal and is escaped on output, so the
 * browser sees exactly the string that was checked.
 */
function decodeAttribute(value: string): string {
  return value.replace(
    /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));?/gi,
    (whole: string, dec?: string, hex?: string, name?: string) => {
      // Names are decoded with their semicolon only (and case-sensitively, as in HTML); the
      // browser's legacy rules for a few names without one are not copied.
      if (name !== undefined) return (whole.endsWith(';') && NAMED.get(name)) || whole;
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
      // NUL, surrogates and out-of-range numbers become U+FFFD in a browser; no URL keeps that.
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\ufffd'
        : String.fromCodePoint(code);
    },
  );
}

interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  /** The first of each name, as the browser keeps it; values undecoded. */
  attributes: Map<string, string>;
  /** Index after the closing `>`. */
  end: number;
}

/**
 * Reads the tag starting at `input[at] === '<'` (followed by a letter, or `/` and a letter).
 * Returns null when the input ends inside the tag: the browser drops such a tag and everything
 * after it.
 */
function readTag(input: string, at: number): Tag | null {
  let i = at + 1;
  const closing = input[i] === '/';
  if (closing) i++;
  const nameStart = i;
  while (i < input.length && !isSpace(input[i]) && input[i] !== '/' && input[i] !== '>') i++;
  const name = input.slice(nameStart, i).toLowerCase();
  const attributes = new Map<string, string>();
  let selfClosing = false;
  for (;;) {
    while (isSpace(input[i])) i++;
    if (i >= input.length) return null;
    if (input[i] === '>') return { name, closing, selfClosing, attributes, end: i + 1 };
    if (input[i] === '/') {
      i++;
      selfClosing = input[i] === '>';
      continue;
    }
    selfClosing = false;
    // An attribute name may start with `=`; it ends at space, `/`, `>` or the next `=`.
    const attrStart = i;
    i++;
    while (i < input.length && !isSpace(input[i]) && input[i] !== '/' && input[i] !== '>' && input[i] !== '=') i++;
    const attrName = input.slice(attrStart, i).toLowerCase();
    let value = '';
    let j = i;
    while (isSpace(input[j])) j++;
    if (input[j] === '=') {
      i = j + 1;
      while (isSpace(input[i])) i++;
      const quote = input[i];
      if (quote === '"' || quote === "'") {
        const close = input.indexOf(quote, i + 1);
        if (close < 0) return null;
        value = input.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < input.length && !isSpace(input[i]) && input[i] !== '>') i++;
        value = input.slice(valueStart, i);
      }
    }
    if (!attributes.has(attrName)) attributes.set(attrName, value);
  }
}

function linkOpen(attributes: Map<string, string>): string {
  // A browser drops leading and trailing spaces and control characters from a URL.
  // eslint-disable-next-line no-control-regex
  const href = decodeAttribute(attributes.get('href') ?? '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  return SAFE_URL.test(href) ? `<a href="${escapeAttribute(href)}" rel="${LINK_REL}">` : '<a>';
}

/** Where the element dropped at `from` ends (index after its end tag), or the input's end. */
function endOfRawText(input: string, name: string, from: number): number {
  // `</name` followed by space, `/` or `>` ends it, in any letter case (a literal prefix: linear).
  const end = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'ig');
  end.lastIndex = from;
  const found = end.exec(input);
  if (!found) return input.length;
  return readTag(input, found.index)?.end ?? input.length;
}

export function sanitizeHtml(input: string): string {
  let out = '';
  const open: string[] = [];
  /** While inside an element dropped with its content: its name and how deep it nests. */
  let dropping: { name: string; depth: number } | null = null;
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt < 0) break;
    if (!dropping) out += escapeText(input.slice(i, lt));
    i = lt;
    const next = input[lt + 1];
    if (input.startsWith('<!--', lt)) {
      // `<!-->` and `<!--->` are empty comments; otherwise it runs to `-->` (or `--!>`).
      if (input.startsWith('<!-->', lt)) i = lt + 5;
      else if (input.startsWith('<!--->', lt)) i = lt + 6;
      else {
        COMMENT_END.lastIndex = lt + 4;
        i = COMMENT_END.exec(input) ? COMMENT_END.lastIndex : input.length;
      }
      continue;
    }
    if (next === '!' || next === '?' || (next === '/' && !isAlpha(input[lt + 2]) && lt + 2 < input.length)) {
      // Doctype, CDATA, processing instruction, `</3`: a bogus comment up to the next `>`.
      const close = input.indexOf('>', lt + 2);
      i = close < 0 ? input.length : close + 1;
      continue;
    }
    if (!(isAlpha(next) || (next === '/' && isAlpha(input[lt + 2])))) {
      if (!dropping) out += '&lt;';
      i = lt + 1;
      continue;
    }
    const tag = readTag(input, lt);
    if (!tag) {
      i = input.length; // the input ended inside a tag: neither it nor anything after it is kept
      break;
    }
    i = tag.end;
    const { name, closing } = tag;
    if (dropping) {
      if (name === dropping.name && closing) dropping.depth--;
      else if (name === dropping.name && !(tag.selfClosing && SELF_CLOSING.has(name))) dropping.depth++;
      if (dropping.depth === 0) dropping = null;
      else if (!closing && RAW_TEXT.has(name)) i = endOfRawText(input, name, i);
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (closing || (tag.selfClosing && SELF_CLOSING.has(name))) continue;
      if (RAW_TEXT.has(name)) i = endOfRawText(input, name, i);
      else dropping = { name, depth: 1 };
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (name === 'br') {
      // `</br>` is a line break to a browser too.
      out += '<br>';
    } else if (closing) {
      const index = open.lastIndexOf(name);
      if (index < 0) continue;
      while (open.length > index) out += `</${open.pop()}>`;
    } else {
      out += name === 'a' ? linkOpen(tag.attributes) : `<${name}>`;
      open.push(name);
    }
  }
  if (!dropping && i < input.length) out += escapeText(input.slice(i));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
