// The preload tag of a page's largest picture in the served head (head-service.ts): the product page's main picture and
// home's first banner, which both static servers then write into the page (docs/serving.md, "The served head").
import { escapeAttr } from '../../lib/html-escape';
import { hasVariants, variantSrcSet } from '../../lib/picture-variants';

/**
 * The preload of a page's largest picture asking for the file its <Picture> takes: the WebP srcset with the same
 * `sizes` (the browser picks the same width for both, and downloads it once), else the URL itself, as <Picture> draws a
 * picture without variants. No `crossorigin`: the <img> has none.
 */
export function picturePreload(src: string, sizes: string): string {
  if (!hasVariants(src)) return `<link rel="preload" as="image" href="${escapeAttr(src)}" fetchpriority="high">`;
  return (
    `<link rel="preload" as="image" href="${escapeAttr(src)}" imagesrcset="${escapeAttr(variantSrcSet(src, 'webp'))}" ` +
    `imagesizes="${escapeAttr(sizes)}" type="image/webp" fetchpriority="high">`
  );
}
