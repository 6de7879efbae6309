import type { Page } from '@playwright/test';

/**
 * The differences between the server's HTML of #root and the page's #root now: elements (tag,
 * attributes) and text, in document order, comments and blank text left out. After a page made of
 * islands has hydrated, there must be none: React kept every element the server sent, changed no
 * attribute and no text (a mismatch React repairs, or one it leaves, both show up here).
 */
export async function compareWithServerHtml(page: Page, serverHtml: string): Promise<string[]> {
  return page.evaluate((html) => {
    const differences: string[] = [];
    const server = new DOMParser().parseFromString(html, 'text/html').getElementById('root');
    const live = document.getElementById('root');
    if (!server || !live) return ['no #root'];
    const kids = (node: Node) =>
      [...node.childNodes].filter(
        (n) =>
          n.nodeType === Node.ELEMENT_NODE || (n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== ''),
      );
    // A server-rendered form is inert until its island hydrates (use-hydrated.ts): that lock goes, by design.
    const lockOfForm = (el: Element, name: string) =>
      el.tagName === 'FORM' && (name === 'inert' || name === 'aria-disabled');
    const attrs = (el: Element) =>
      [...el.attributes]
        // A browser hides a nonce's value from the DOM (HTML's nonce hiding): not a difference.
        .filter((a) => !lockOfForm(el, a.name) && a.name !== 'nonce')
        .map((a) => `${a.name}=${a.value}`)
        .sort()
        .join(' ');
    const walk = (a: Node, b: Node, path: string) => {
      if (differences.length >= 10) return;
      if (a.nodeType !== b.nodeType) return void differences.push(`${path}: node type ${a.nodeType} vs ${b.nodeType}`);
      if (a.nodeType === Node.TEXT_NODE) {
        if (a.textContent !== b.textContent) differences.push(`${path}: text "${a.textContent}" vs "${b.textContent}"`);
        return;
      }
      const ea = a as Element;
      const eb = b as Element;
      const here = `${path}/${ea.tagName.toLowerCase()}${ea.id ? '#' + ea.id : ''}`;
      if (ea.tagName !== eb.tagName) return void differences.push(`${here}: tag ${ea.tagName} vs ${eb.tagName}`);
      if (attrs(ea) !== attrs(eb))
        differences.push(`${here}: attributes\n  server: ${attrs(ea)}\n  page:   ${attrs(eb)}`);
      const ka = kids(a);
      const kb = kids(b);
      if (ka.length !== kb.length) differences.push(`${here}: ${ka.length} children vs ${kb.length}`);
      for (let i = 0; i < Math.min(ka.length, kb.length); i++) walk(ka[i]!, kb[i]!, here);
    };
    walk(server, live, '');
    return differences;
  }, serverHtml);
}
