import { PICTURE_FORMATS, PICTURE_WIDTHS, variantPath } from '../../lib/picture-variants';

/**
 * Every path a stored picture occupies: the original and its variants (the widths, formats and names are the
 * contract's, api/src/lib/picture-variants.ts). No image code here, so what only names the files (the media commands,
 * the seed's check of its photos) needs no sharp.
 */
export function picturePaths(original: string): string[] {
  return [original, ...PICTURE_WIDTHS.flatMap((w) => PICTURE_FORMATS.map((f) => variantPath(original, w, f)))];
}
