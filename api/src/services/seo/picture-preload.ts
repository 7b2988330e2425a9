// The preload tag of a page's largest picture in the served head (head-service.ts): the product page's main picture and
// home's first banner, which both static servers then write into the page (docs/serving.md, "The served head").
import { escapeAttr } from '../../lib/html-escape';
import { VARIANT_WIDTHS, variantPath } from '../upload/picture-variants';

/**
 * A picture URL the storefront's <Picture> draws from its stored variants (@mall/ui-theme/picture: the API's
 * re-encoded JPEGs, uploads and the seed's photos); any other is drawn as it is.
 */
const WITH_VARIANTS = /^(?:https?:\/\/[^/?#]+)?\/media\/(?:uploads|photos)\/[^?#]+\.jpg$/;

/**
 * The preload of a page's largest picture asking for the file its <Picture> takes: the WebP srcset with the same
 * `sizes` (the browser picks the same width for both, and downloads it once), else the URL itself. No `crossorigin`:
 * the <img> has none.
 */
export function picturePreload(src: string, sizes: string): string {
  if (!WITH_VARIANTS.test(src)) return `<link rel="preload" as="image" href="${escapeAttr(src)}" fetchpriority="high">`;
  const srcset = VARIANT_WIDTHS.map((width) => `${variantPath(src, width, 'webp')} ${width}w`).join(', ');
  return (
    `<link rel="preload" as="image" href="${escapeAttr(src)}" imagesrcset="${escapeAttr(srcset)}" ` +
    `imagesizes="${escapeAttr(sizes)}" type="image/webp" fetchpriority="high">`
  );
}
