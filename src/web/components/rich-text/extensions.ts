import StarterKit from '@tiptap/starter-kit';

/**
 * What the server's sanitizer writes on every kept link (src/server/security/sanitize-html.ts,
 * ADR 0013). The editor writes the same, so a saved description comes back exactly as it left.
 */
export const LINK_REL = 'nofollow noopener noreferrer';

/** Link targets the sanitizer keeps; the editor refuses the rest so nothing is lost on saving. */
const ALLOWED_LINK = /^(?:https?:\/\/|mailto:)/i;

export const isAllowedLink = (url: string) => ALLOWED_LINK.test(url.trim());

/**
 * The editor's schema, cut to the sanitizer's allow-list (ADR 0027): every node and mark here
 * serialises to a tag it keeps (p, br, strong, em, u, s, ul, ol, li, h2-h4, blockquote, a[href]),
 * and nothing it would drop can be typed or pasted in. Old `<b>`/`<i>` are read as bold/italic.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    // The sanitizer drops these tags (their text would survive without its formatting).
    code: false,
    codeBlock: false,
    horizontalRule: false,
    // An empty paragraph added after a final list or quote would be saved with every description.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && isAllowedLink(url),
      shouldAutoLink: (url) => isAllowedLink(url) || !/^[a-z][a-z0-9+.-]*:/i.test(url),
      // A description is someone else's text: no new tab, the links are not endorsed.
      HTMLAttributes: { rel: LINK_REL, target: null, class: null },
    },
  }),
];
