// HTML that comes from the API (a product description, the user and settlement agreements, written by merchants
// and operators) is reduced to one allow-list of tags and attributes (@mall/platform/html-allow-list, which the API
// applies to descriptions too) with the browser's own parser (DOMParser) before a page renders it. Scripts, styles, event handlers, frames, forms and javascript:/data: URLs never reach
// the page; links open in a new tab without an opener; pictures load lazily. The API sanitises descriptions too:
// this is defence in depth, and the only guard for backends that do not. A sub-path of @mall/ui-theme outside the
// shared singleton: only the pages that render such HTML bundle it.
import htmlAllowList from '@mall/platform/html-allow-list';

const ALLOWED_TAGS: ReadonlySet<string> = new Set(htmlAllowList.tags);

/** Removed together with their content; any other unknown tag is unwrapped and its text kept. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
]);

const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = htmlAllowList.attributes;

const URL_ATTRIBUTES = new Set(['href', 'src']);
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function cleanElement(element: Element): void {
  for (const child of Array.from(element.children)) {
    const tag = child.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      child.remove();
      continue;
    }
    cleanElement(child);
    if (!ALLOWED_TAGS.has(tag)) {
      child.replaceWith(...Array.from(child.childNodes));
      continue;
    }
    const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
    for (const { name, value } of Array.from(child.attributes)) {
      const keep = allowed.includes(name) && (!URL_ATTRIBUTES.has(name) || SAFE_URL.test(value.trim()));
      if (!keep) child.removeAttribute(name);
    }
    if (tag === 'a') {
      child.setAttribute('rel', 'noopener noreferrer');
      child.setAttribute('target', '_blank');
    }
    if (tag === 'img') child.setAttribute('loading', 'lazy');
  }
  // Comments and processing instructions carry nothing the shopper should see.
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.TEXT_NODE) node.remove();
  }
}

/** The HTML with only allow-listed tags and attributes left. */
export function sanitizeHtml(html: string): string {
  if (!html.trim()) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  cleanElement(doc.body);
  return doc.body.innerHTML;
}
