/*
 * The allow-list sanitizer for listing descriptions (ADR 0013). It does not repair the input:
 * it reads tags and text and writes new HTML from them, so only what is written here can come
 * out: the tags below, an http(s)/mailto link target, and escaped text. Anything else (other
 * tags, every other attribute, comments) is dropped; script-like elements lose their content.
 */

/** Formatting a description editor produces; `a` is the only tag with an attribute. */
const ALLOWED = new Set([
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
const VOID = new Set(['br']);
/** Elements whose content is code or UI, never description text: dropped with their content. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'svg',
  'math',
  'head',
  'title',
]);

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/** The scheme is read from literal characters, so an entity-encoded "javascript:" cannot pass. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:)[^\s"'<>\\`]+$/i;
const ENTITY = /^&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;

/** Text as HTML text: markup characters escaped; an entity already written stays as written. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '"') out += '&quot;';
    else if (c === '&') out += ENTITY.test(text.slice(i, i + 40)) ? '&' : '&amp;';
    else out += c;
  }
  return out;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function linkOpen(attributes: string): string {
  const m = HREF.exec(attributes);
  const href = (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').trim();
  return SAFE_HREF.test(href) ? `<a href="${escapeAttribute(href)}" rel="nofollow noopener noreferrer">` : '<a>';
}

export function sanitizeHtml(input: string): string {
  let out = '';
  const open: string[] = [];
  let at = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(input); m; m = TOKEN.exec(input)) {
    out += escapeText(input.slice(at, m.index));
    at = TOKEN.lastIndex;
    const name = m[1]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction
    const closing = m[0].startsWith('</');
    if (DROP_WITH_CONTENT.has(name)) {
      if (closing) continue;
      const end = new RegExp(`</${name}\\s*>`, 'ig');
      end.lastIndex = at;
      const found = end.exec(input);
      at = found ? end.lastIndex : input.length;
      TOKEN.lastIndex = at;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index < 0) continue;
      while (open.length > index) out += `</${open.pop()}>`;
    } else if (VOID.has(name)) {
      out += `<${name}>`;
    } else {
      out += name === 'a' ? linkOpen(m[2] ?? '') : `<${name}>`;
      open.push(name);
    }
  }
  out += escapeText(input.slice(at));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
