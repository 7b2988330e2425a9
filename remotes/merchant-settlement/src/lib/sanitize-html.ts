// The settlement agreement is HTML written by operators: only an allow-list of tags and attributes reaches the page
// (scripts, styles, event handlers, frames and javascript: URLs are dropped), through the browser's own parser.
const ALLOWED_TAGS = new Set([
  'a', 'b', 'blockquote', 'br', 'caption', 'code', 'div', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i',
  'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th',
  'thead', 'tr', 'u', 'ul',
]);
/** Dropped with their content; any other tag outside the allow-list is unwrapped, keeping its text. */
const DROPPED_TAGS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'img']);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = { a: ['href', 'title'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] };
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function clean(element: Element): void {
  for (const child of Array.from(element.children)) {
    const tag = child.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED_TAGS.has(tag)) {
      child.replaceWith(...Array.from(child.childNodes));
      continue;
    }
    const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
    for (const { name, value } of Array.from(child.attributes)) {
      if (!allowed.includes(name) || (name === 'href' && !SAFE_URL.test(value.trim()))) child.removeAttribute(name);
    }
    if (tag === 'a') {
      child.setAttribute('rel', 'noopener noreferrer');
      child.setAttribute('target', '_blank');
    }
  }
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.TEXT_NODE) node.remove();
  }
}

/** The HTML with only allow-listed tags and attributes left. */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
