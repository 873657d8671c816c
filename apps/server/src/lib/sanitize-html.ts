// Sanitizes operator-written notice HTML before it is stored: a whitelist of formatting tags, safe links and images only.
import xss, { type IWhiteList } from 'xss';

// xss is CommonJS: Node's ESM loader only exposes its default export (module.exports), which carries
// the named helpers too, so take them from there.
const { FilterXSS, escapeAttrValue, friendlyAttrValue } = xss as unknown as typeof import('xss');

const WHITE_LIST: IWhiteList = {
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  blockquote: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;
// Only absolute web images or files this server stores (served under /uploads/); never data: or protocol-relative URLs.
const SAFE_SRC = /^(https?:\/\/|\/uploads\/(?!\/))/i;
const SAFE_TARGET = new Set(['_blank', '_self']);
const SAFE_NUMBER = /^\d{1,4}$/;

function attribute(name: string, value: string): string {
  return `${name}="${escapeAttrValue(value)}"`;
}

const filter = new FilterXSS({
  whiteList: WHITE_LIST,
  stripIgnoreTag: true,
  // The body of these tags is code, not text a reader should see.
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value, isWhiteAttr) {
    if (!isWhiteAttr) {
      return '';
    }
    // friendlyAttrValue decodes entities and drops control characters, so "jav&#x61;script:" cannot slip through.
    const plain = friendlyAttrValue(value).trim();
    if (name === 'href') {
      return SAFE_HREF.test(plain) ? attribute(name, plain) : '';
    }
    if (name === 'src') {
      return SAFE_SRC.test(plain) && !plain.includes('..') ? attribute(name, plain) : '';
    }
    if (name === 'target') {
      return SAFE_TARGET.has(plain) ? attribute(name, plain) : '';
    }
    if (name === 'colspan' || name === 'rowspan' || name === 'width' || name === 'height') {
      return SAFE_NUMBER.test(plain) ? attribute(name, plain) : '';
    }
    return attribute(name, plain);
  },
});

/** Returns HTML safe to render with innerHTML: no scripts, styles, event handlers or javascript: URLs. */
export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
