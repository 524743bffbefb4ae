import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * One window for the whole process (libraries-next §9): a JSDOM window costs about 100 MB,
 * and DOMPurify keeps no state between calls but its configuration and hooks, set once here.
 */
const { window } = new JSDOM('');
const purify = createDOMPurify(window);

const TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'br',
  'hr',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** Attributes by element; `dir` on every element (the editor writes it per paragraph). */
const ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'title', 'target', 'rel']),
  img: new Set(['src', 'alt']),
  th: new Set(['colspan', 'rowspan']),
  td: new Set(['colspan', 'rowspan']),
};
const ALL_ATTRIBUTES = ['dir', ...new Set(Object.values(ATTRIBUTES).flatMap((set) => [...set]))];

/** Links: the web's own schemes, mail and phone, and paths of the owner's site (`/s/...`). */
const LINK = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
/** Images: only over https, or our own stored media (never `data:`, `http:` or other hosts' paths). */
const IMAGE = /^(?:https:\/\/|\/media\/)/i;
const DIRECTIONS = new Set(['rtl', 'ltr', 'auto']);
const SPAN = /^[1-9]\d?$/;

const config: Config = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: ALL_ATTRIBUTES,
  ALLOWED_URI_REGEXP: LINK,
  // A custom URI pattern is also applied to attributes that are not URIs: without this,
  // `dir="rtl"` is dropped (libraries-next §9, verified).
  ADD_URI_SAFE_ATTR: ['dir', 'target', 'colspan', 'rowspan'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Content of what is removed goes too for these (a script's text is no paragraph).
  FORBID_CONTENTS: [
    'script',
    'style',
    'template',
    'noscript',
    'xmp',
    'textarea',
    'iframe',
    'svg',
    'math',
    'title',
  ],
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const name = data.attrName;
  const tag = node.nodeName.toLowerCase();
  if (name === 'dir') {
    data.keepAttr = DIRECTIONS.has(data.attrValue.trim().toLowerCase());
    return;
  }
  if (!ATTRIBUTES[tag]?.has(name)) {
    data.keepAttr = false;
    return;
  }
  if (tag === 'img' && name === 'src') data.keepAttr = IMAGE.test(data.attrValue.trim());
  if (name === 'target') data.keepAttr = data.attrValue === '_blank';
  if (name === 'colspan' || name === 'rowspan') data.keepAttr = SPAN.test(data.attrValue);
});

purify.addHook('afterSanitizeAttributes', (node) => {
  const tag = node.nodeName.toLowerCase();
  // A link opened in a new tab gets no handle on the opener, and passes no ranking.
  if (tag === 'a') {
    if (node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    } else {
      node.removeAttribute('rel');
    }
  }
  // An image without a source that passed is no image.
  if (tag === 'img' && !node.hasAttribute('src')) node.remove();
});

/**
 * Rich text (HTML from the editor) as the site may show it: the allow-list of
 * requirements-next §14 and nothing else. Every body is sanitised on save, so what is stored
 * is safe to serve as it is.
 */
export function sanitizeRichText(html: string): string {
  return purify.sanitize(html, config).trim();
}

/**
 * The text of sanitised HTML, a line per block, for the plain-text part of an e-mail.
 * `{{placeholders}}` are text and come out as they are.
 */
export function htmlToText(html: string): string {
  const container = window.document.createElement('div');
  container.innerHTML = purify.sanitize(html, config);
  const lines: string[] = [];
  let line = '';
  const flush = () => {
    lines.push(line.replace(/[ \t\r\n]+/g, ' ').trim());
    line = '';
  };
  const BLOCKS = new Set(['P', 'H2', 'H3', 'H4', 'LI', 'BLOCKQUOTE', 'TR', 'UL', 'OL', 'TABLE']);
  const PARAGRAPHS = new Set(['P', 'H2', 'H3', 'H4', 'BLOCKQUOTE', 'UL', 'OL', 'TABLE']);
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === window.Node.TEXT_NODE) {
        line += child.textContent ?? '';
      } else if (child.nodeName === 'BR') {
        flush();
      } else if (child.nodeName === 'HR') {
        flush();
        lines.push('—');
      } else {
        const block = BLOCKS.has(child.nodeName);
        if (block && line.trim()) flush();
        if (child.nodeName === 'LI') line += '• ';
        walk(child);
        if (child.nodeName === 'A') {
          const href = (child as Element).getAttribute('href');
          if (href && href !== child.textContent) line += ` (${href})`;
        }
        if (child.nodeName === 'TD' || child.nodeName === 'TH') line += '\t';
        if (block) {
          flush();
          if (PARAGRAPHS.has(child.nodeName)) lines.push('');
        }
      }
    }
  };
  walk(container);
  if (line.trim()) flush();
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
