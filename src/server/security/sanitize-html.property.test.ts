/*
 * Property tests for the description sanitizer (ADR 0013, issue #32): generated hostile markup
 * must come out as nothing but the allowed formatting, read back by a real HTML parser
 * (happy-dom), and what the editor produces must come out unchanged.
 *
 * 300 runs per property by default; `FUZZ_RUNS=20000 npx vitest run <this file>` searches
 * longer, `FUZZ_SEED=<seed>` replays a failure that fast-check reported.
 */
import fc from 'fast-check';
import { type Element, type Node, Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ALLOWED_SCHEMES, ALLOWED_TAGS, LINK_REL, sanitizeHtml } from './sanitize-html';

const fuzzEnv = z
  .object({
    FUZZ_RUNS: z.optional(z.coerce.number().check(z.int(), z.positive())),
    FUZZ_SEED: z.optional(z.coerce.number().check(z.int())),
  })
  .parse(process.env);
const settings: fc.Parameters<unknown> = { numRuns: fuzzEnv.FUZZ_RUNS ?? 300, seed: fuzzEnv.FUZZ_SEED };
/** A longer search gets the time it needs (a run takes a few milliseconds here, more on a busy machine). */
const timeout = Math.max(30_000, settings.numRuns! * 100);

// Scripts never run here (happy-dom evaluates no JavaScript unless told to); it only parses.
const window = new Window();
const document = window.document;
afterAll(() => window.happyDOM.close());

function parse(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

/** Every tag the sanitizer writes, as written, so the output's shape is checked without a parser. */
const OUTPUT_TOKEN = new RegExp(
  [
    `<(?:${[...ALLOWED_TAGS].filter((tag) => tag !== 'a').join('|')})>`,
    `</(?:${[...ALLOWED_TAGS].filter((tag) => tag !== 'br').join('|')})>`,
    `<a href="[^"<>]*" rel="${LINK_REL}">`,
    '<a>',
    // Text: no raw markup character, `&` only as a character reference.
    '[^<>"&]+',
    '&(?:#\\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});',
  ].join('|'),
  'giy',
);

/** The output's own tags open and close in order (it balances them itself). */
function expectWellFormed(output: string) {
  const stack: string[] = [];
  OUTPUT_TOKEN.lastIndex = 0;
  let at = 0;
  for (let m = OUTPUT_TOKEN.exec(output); m; m = OUTPUT_TOKEN.exec(output)) {
    at = OUTPUT_TOKEN.lastIndex;
    const tag = /^<(\/?)([a-z0-9]+)/.exec(m[0]);
    if (!tag || tag[2] === 'br') continue;
    if (tag[1]) expect(stack.pop(), output).toBe(tag[2]);
    else stack.push(tag[2]!);
  }
  expect(output.slice(at), 'nothing the sanitizer does not write').toBe('');
  expect(stack, 'every tag closed').toEqual([]);
}

/** What a browser would build from the output: allowed elements, links with allowed schemes only. */
function expectHarmless(output: string) {
  const root = parse(output);
  const walker = document.createTreeWalker(root);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Text and elements only: no comment, CDATA or processing instruction survives.
    expect([node.ELEMENT_NODE, node.TEXT_NODE], output).toContain(node.nodeType);
  }
  for (const element of root.querySelectorAll('*')) {
    const name = element.localName;
    expect(ALLOWED_TAGS.has(name), `<${name}> in ${output}`).toBe(true);
    const attributes = element.getAttributeNames();
    expect(attributes.filter((attribute) => /^on/i.test(attribute))).toEqual([]);
    if (name === 'a' && attributes.length > 0) {
      expect(attributes.sort()).toEqual(['href', 'rel']);
      expect(element.getAttribute('rel')).toBe(LINK_REL);
      // A browser resolves the target as written in the attribute, after decoding it.
      const url = URL.parse(element.getAttribute('href')!);
      if (url) expect(ALLOWED_SCHEMES.has(url.protocol), `${url.href} in ${output}`).toBe(true);
    } else {
      expect(attributes, `<${name}> in ${output}`).toEqual([]);
    }
  }
}

// ---- Hostile markup -------------------------------------------------------------------------

/** The same word with any letters in upper case: `ScRiPt`. */
const anyCase = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));

const tagName = fc
  .oneof(
    fc.constantFrom(...ALLOWED_TAGS),
    fc.constantFrom(
      'script',
      'style',
      'iframe',
      'svg',
      'math',
      'object',
      'embed',
      'img',
      'image',
      'video',
      'source',
      'textarea',
      'title',
      'template',
      'noscript',
      'xmp',
      'noembed',
      'select',
      'option',
      'div',
      'span',
      'input',
      'form',
      'base',
      'meta',
      'link',
      'plaintext',
      'details',
      'foreignObject',
      'scr<script',
      'a:b',
    ),
  )
  .chain(anyCase);

/** A character as written in an attribute, maybe as a numeric reference (with leading zeros, or no `;`). */
const encodedChar = (c: string) =>
  fc.constantFrom(
    c,
    c,
    `&#${c.codePointAt(0)};`,
    `&#x${c.codePointAt(0)!.toString(16)};`,
    `&#X${c.codePointAt(0)!.toString(16).toUpperCase()}`,
    `&#000${c.codePointAt(0)}`,
    c === ':' ? '&colon;' : c === '/' ? '&sol;' : c,
    `\t${c}`,
    `${c}\n`,
  );
const encoded = (text: string) => fc.tuple(...[...text].map(encodedChar)).map((parts) => parts.join(''));

/** Link targets: dangerous schemes in any case and spelling, and safe ones to keep. */
const url = fc
  .tuple(
    fc.oneof(
      fc.constant(''),
      fc.constantFrom(' ', '\t', '\n', '\u0000', '\u0001 ', '\u000b', '&#32;', '&Tab;', '&NewLine;'),
    ),
    fc
      .constantFrom(
        'javascript:',
        'vbscript:',
        'data:text/html,',
        'data:image/svg+xml;base64,',
        'https://',
        'http://',
        'mailto:',
        '//',
        'file:',
      )
      .chain(anyCase)
      .chain((scheme) => fc.oneof(fc.constant(scheme), encoded(scheme))),
    fc.oneof(
      fc.constantFrom(
        'alert(1)',
        'evil.test/?a=1&b=2',
        'example.com/a?b=1&amp;c=2',
        'x.test/"onmouseover="alert(1)',
        "x.test/'><script>alert(1)</script>",
        'x.test/`onerror=1`',
        'someone@example.com',
        '%0ajavascript:alert(1)',
      ),
      fc.string({ maxLength: 12 }),
    ),
  )
  .map((parts) => parts.join(''));

const attributeName = fc
  .constantFrom(
    'href',
    'href',
    'onclick',
    'onerror',
    'onload',
    'onmouseover',
    'style',
    'src',
    'srcdoc',
    'title',
    'class',
    'rel',
    'target',
    'xlink:href',
    'formaction',
    'data-x',
    '=x',
    'on',
  )
  .chain(anyCase);

const attributeValue = fc.oneof(
  url,
  fc.constantFrom('alert(1)', 'x" onclick="alert(1)', 'expression(alert(1))'),
  fc.string(),
);

/** ` name="value"`, single-quoted, unquoted, with a backtick, with no value, or its quote left open. */
const attribute = fc
  .tuple(
    fc.constantFrom(' ', '  ', '\t', '\n', '/', ' / '),
    attributeName,
    attributeValue,
    fc.constantFrom('"', "'", '', '`', 'none', 'open'),
  )
  .map(([space, name, value, quote]) => {
    if (quote === 'none') return `${space}${name}`;
    if (quote === 'open') return `${space}${name}="${value}`;
    if (quote === '"' || quote === "'") return `${space}${name}=${quote}${value.replaceAll(quote, '')}${quote}`;
    return `${space}${name}=${quote}${value.replace(/[\s>"']/g, '')}${quote}`;
  });

const text = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom(
    '&amp;',
    '&amp',
    '&lt;script&gt;alert(1)&lt;/script&gt;',
    '&#60;img src=x onerror=alert(1)&#62;',
    '&#x3C;',
    '&nbsp;',
    '&',
    '<',
    '>',
    '"',
    "'",
    '`',
    ' < 3 ',
    '<3',
    '\u0000',
    '\r\n',
    'é',
  ),
);

/** Pieces of markup that are not elements, and tag fragments cut in odd places. */
const oddity = fc.constantFrom(
  '<!-- comment -->',
  '<!--',
  '-->',
  '<!-->',
  '<!--->',
  '<!-- a --!>',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<!DOCTYPE html>',
  '<?xml version="1.0"?>',
  '<',
  '</',
  '</>',
  '</ p>',
  '</3>',
  '<a',
  '<a href="javascript:alert(1)"',
  '<img src=x onerror=alert(1)//',
  '<svg/onload=alert(1)>',
  '<svg><svg/><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '</script >',
  '</script/>',
  '</textarea>',
  '<style>',
  '<br/>',
  '</br>',
  '<p/>',
);

const { node } = fc.letrec<{ node: string; element: string; link: string }>((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, text, oddity, tie('element'), tie('link')),
  // Links are the one place an attribute is kept, so they get their own, frequent case.
  link: fc
    .record({
      name: anyCase('a'),
      quote: fc.constantFrom('"', "'", ''),
      href: url,
      before: fc.array(attribute, { maxLength: 2 }),
      after: fc.array(attribute, { maxLength: 2 }),
      children: fc.array(tie('node'), { maxLength: 3 }),
    })
    .map(({ name, quote, href, before, after, children }) => {
      const value = quote ? href.replaceAll(quote, '') : href.replace(/[\s>"']/g, '');
      return `<${name}${before.join('')} href=${quote}${value}${quote}${after.join('')}>${children.join('')}</${name}>`;
    }),
  element: fc
    .record({
      name: tagName,
      attributes: fc.array(attribute, { maxLength: 3 }),
      selfClosing: fc.boolean(),
      children: fc.array(tie('node'), { maxLength: 4 }),
      end: fc.constantFrom('</%>', '</%>', '</% >', '</%\n>', '</%/>', '</%  x="y">', ''),
    })
    .map(
      ({ name, attributes, selfClosing, children, end }) =>
        `<${name}${attributes.join('')}${selfClosing ? '/' : ''}>${children.join('')}${end.replace('%', name)}`,
    ),
}));
const hostileMarkup = fc.array(node, { maxLength: 6 }).map((nodes) => nodes.join(''));

/** Whatever the input, the output is well formed, harmless, and sanitizing it again changes nothing. */
function expectSafeAndStable(inputs: fc.Arbitrary<string>) {
  fc.assert(
    fc.property(inputs, (input) => {
      const output = sanitizeHtml(input);
      expectWellFormed(output);
      expectHarmless(output);
      expect(sanitizeHtml(output)).toBe(output);
    }),
    settings,
  );
}

describe('sanitizeHtml on generated hostile markup (property)', () => {
  it(
    'writes only allowed tags and link targets, closes them, and keeps its own output as it is',
    () => {
      expectSafeAndStable(hostileMarkup);
    },
    timeout,
  );

  it(
    'also on arbitrary strings of markup characters',
    () => {
      const markupChars = fc.string({
        unit: fc.constantFrom(
          '<',
          '>',
          '/',
          '!',
          '-',
          '?',
          '=',
          '"',
          "'",
          '`',
          '&',
          ';',
          '#',
          ' ',
          'a',
          'p',
          'on',
          'x',
        ),
        maxLength: 60,
      });
      expectSafeAndStable(markupChars);
    },
    timeout,
  );
});

// ---- What the editor produces ----------------------------------------------------------------

/** A description as a tree: the editor's formatting in a valid nesting, as a browser builds it. */
type Tree = string | { tag: string; href?: string; children: Tree[] };

/** Any text, favouring the characters HTML escapes; CR and NUL are rewritten by parsers, never typed. */
const typedText = fc
  .oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }),
    fc.string({
      unit: fc.constantFrom('&', '<', '>', '"', "'", ';', '#', 'amp', 'lt', ' ', '\u00a0', 'é'),
      minLength: 1,
    }),
  )
  .map((s) => s.replaceAll('\r', '').replaceAll('\u0000', ''))
  .filter((s) => s.length > 0);

const safeUrl = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.emailAddress().map((address) => `mailto:${address}`),
  fc.constantFrom('https://example.com/a?b=1&c=2', 'https://example.com/?q=a&lt=1', "https://example.com/O'Brien"),
);

const { block } = fc.letrec<{ inline: Tree; linkText: Tree; block: Tree; item: Tree }>((tie) => {
  const mark = (child: fc.Arbitrary<Tree>) =>
    fc.record({
      tag: fc.constantFrom('strong', 'b', 'em', 'i', 'u', 's'),
      children: fc.array(child, { maxLength: 3 }),
    });
  return {
    inline: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      typedText,
      fc.constant<Tree>({ tag: 'br', children: [] }),
      mark(tie('inline')),
      fc.record({ tag: fc.constant('a'), href: safeUrl, children: fc.array(tie('linkText'), { maxLength: 3 }) }),
    ),
    // A link holds no link.
    linkText: fc.oneof({ depthSize: 'small', withCrossShrink: true }, typedText, mark(tie('linkText'))),
    block: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({ tag: fc.constantFrom('p', 'h2', 'h3', 'h4'), children: fc.array(tie('inline'), { maxLength: 4 }) }),
      fc.record({ tag: fc.constantFrom('ul', 'ol'), children: fc.array(tie('item'), { maxLength: 3 }) }),
      fc.record({ tag: fc.constant('blockquote'), children: fc.array(tie('block'), { maxLength: 3 }) }),
    ),
    item: fc.record({
      tag: fc.constant('li'),
      children: fc.oneof(fc.array(tie('inline'), { maxLength: 3 }), fc.array(tie('block'), { maxLength: 2 })),
    }),
  };
});

function build(tree: Tree) {
  if (typeof tree === 'string') return document.createTextNode(tree);
  const element = document.createElement(tree.tag);
  if (tree.href !== undefined) element.setAttribute('href', tree.href);
  for (const child of tree.children) element.appendChild(build(child));
  return element;
}

/** A DOM read back as a tree: adjacent text joined, empty text gone; `rel` left out (checked if asked). */
function readBack(parent: Node, sanitized = false): Tree[] {
  const trees: Tree[] = [];
  for (const child of parent.childNodes) {
    if (child.nodeType === child.TEXT_NODE) {
      const value = child.textContent ?? '';
      if (value === '') continue;
      if (typeof trees.at(-1) === 'string') trees[trees.length - 1] += value;
      else trees.push(value);
      continue;
    }
    const element = child as Element;
    const href = element.getAttribute('href');
    if (sanitized && href !== null) expect(element.getAttribute('rel')).toBe(LINK_REL);
    trees.push({ tag: element.localName, ...(href === null ? {} : { href }), children: readBack(element, sanitized) });
  }
  return trees;
}

describe("sanitizeHtml on the editor's own output (property)", () => {
  it(
    'keeps every formatting, link target and character the editor wrote',
    () => {
      fc.assert(
        fc.property(fc.array(block, { minLength: 1, maxLength: 4 }), (blocks) => {
          const container = document.createElement('div');
          for (const tree of blocks) container.appendChild(build(tree));
          const sent = container.innerHTML;
          const output = sanitizeHtml(sent);
          expect(readBack(parse(output), true)).toEqual(readBack(container));
          expect(sanitizeHtml(output)).toBe(output);
        }),
        settings,
      );
    },
    timeout,
  );

  it(
    'shows plain text as the browser showed it, typed or pasted',
    () => {
      fc.assert(
        fc.property(typedText, fc.boolean(), (typed, pasted) => {
          // Typed into the editor, text arrives escaped; sent to the API by hand, maybe raw (then
          // without `<` and `&`, which would be markup).
          const holder = document.createElement('p');
          holder.textContent = typed;
          const raw = typed.replace(/[<&]/g, '');
          const html = pasted ? raw : holder.innerHTML;
          expect(parse(sanitizeHtml(html)).textContent).toBe(pasted ? raw : typed);
        }),
        settings,
      );
    },
    timeout,
  );
});
