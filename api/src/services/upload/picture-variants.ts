/**
 * The size variants stored beside every picture the API encoded (picture-pipeline.ts), and where they are: no image
 * code here, so what only names the files (the storefront's check of its srcsets, the media commands) needs no sharp.
 */

/** The widths the storefront's srcset names; a picture narrower than a width gets its own width there. */
export const VARIANT_WIDTHS = [160, 240, 320, 480, 640, 960, 1280] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
export const VARIANT_FORMATS = ['webp', 'jpg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** The path of a variant beside its original: "/media/uploads/2026-11/ab12.jpg" → "…/ab12.w640.webp". */
export function variantPath(original: string, width: VariantWidth, format: VariantFormat): string {
  if (!original.endsWith('.jpg')) throw new Error(`not a stored picture: ${original}`);
  return `${original.slice(0, -'.jpg'.length)}.w${width}.${format}`;
}

/** Every path a stored picture occupies: the original and its variants. */
export function picturePaths(original: string): string[] {
  return [original, ...VARIANT_WIDTHS.flatMap((w) => VARIANT_FORMATS.map((f) => variantPath(original, w, f)))];
}
