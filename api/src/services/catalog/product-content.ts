import sanitizeHtml from 'sanitize-html';
import { mediaUrl } from '../../lib/format';

/**
 * The product description as the storefront renders it (raw, like the original's v-html), so it is cleaned on the
 * server: an allow-list of formatting tags, links and pictures over http(s) only, no scripts, styles, event
 * handlers or frames. Relative picture paths become absolute, like every other picture the API sends.
 */
export function sanitizeContent(html: string, publicUrl: string): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'div',
      'span',
      'blockquote',
      'pre',
      'code',
      'ul',
      'ol',
      'li',
      'dl',
      'dt',
      'dd',
      'b',
      'strong',
      'i',
      'em',
      'u',
      's',
      'small',
      'sub',
      'sup',
      'mark',
      'a',
      'img',
      'figure',
      'figcaption',
      'table',
      'caption',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: attribs.src ? { ...attribs, src: mediaUrl(publicUrl, attribs.src) } : attribs,
      }),
    },
  });
}
