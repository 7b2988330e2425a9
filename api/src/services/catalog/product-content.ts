import sanitizeHtml from 'sanitize-html';
import htmlAllowList from '@mall/platform/html-allow-list';
import { mediaUrl } from '../../lib/format';

/**
 * The product description as the storefront renders it (raw, like the original's v-html), so it is cleaned on the
 * server: the allow-list of formatting tags, links and pictures the storefront applies too (@mall/platform/html-allow-list) over http(s) only, no scripts, styles, event
 * handlers or frames. Relative picture paths become absolute, like every other picture the API sends.
 */
export function sanitizeContent(html: string, publicUrl: string): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: [...htmlAllowList.tags],
    // The storefront's attributes, and a link's target and rel, which the API keeps for clients that render the
    // description as it comes (a link opening a new tab gets rel="noopener noreferrer" below).
    allowedAttributes: { ...htmlAllowList.attributes, a: [...htmlAllowList.attributes.a, 'target', 'rel'] },
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
