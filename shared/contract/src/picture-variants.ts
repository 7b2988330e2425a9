// The size variants the API stores beside every picture it re-encoded (api/src/services/upload/picture-pipeline.ts:
// uploads and the seed's photos), and their names: the storefront's <Picture> (@mall/ui-theme/picture) offers them in
// its srcsets, the API makes them and its served head preloads a page's largest picture from them
// (api/src/services/seo/picture-preload.ts). Written once here; dependency-free, like ./endpoints: the API imports it
// through api/src/lib/picture-variants.ts. docs/pictures.md, "Widths" and "Adding a width".

/** The stored widths, ascending; a picture narrower than a width is stored at its own width under that name. */
export const PICTURE_WIDTHS = [160, 240, 320, 480, 640, 750, 960, 1280] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
/** Each width is stored as WebP (what browsers take) and JPEG (the fallback). */
export const PICTURE_FORMATS = ['webp', 'jpg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/**
 * A picture URL with variants: one of the API's re-encoded JPEGs (`/media/uploads/…`, `/media/photos/…`), on our host
 * or any other. Anything else — the seed's SVG drawings, a picture of another backend of the contract's family, an
 * upload from before the pipeline (PNG) — has none and is shown as it is.
 */
const WITH_VARIANTS = /^(?:https?:\/\/[^/?#]+)?\/media\/(?:uploads|photos)\/[^?#]+\.jpg$/;

export const hasVariants = (src: string): boolean => WITH_VARIANTS.test(src);

/** A variant beside its original: "/media/uploads/2026-11/ab12.jpg" → "…/ab12.w640.webp" (a URL or a path alike). */
export function variantPath(original: string, width: PictureWidth, format: PictureFormat): string {
  if (!original.endsWith('.jpg')) throw new Error(`not a stored picture: ${original}`);
  return `${original.slice(0, -'.jpg'.length)}.w${width}.${format}`;
}

/** "…/ab12.jpg" → "…/ab12.w160.webp 160w, …, …/ab12.w1280.webp 1280w": the srcset of one format, every width. */
export function variantSrcSet(src: string, format: PictureFormat): string {
  return PICTURE_WIDTHS.map((width) => `${variantPath(src, width, format)} ${width}w`).join(', ');
}
