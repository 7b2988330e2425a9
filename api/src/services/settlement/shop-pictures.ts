import type { MediaStorage } from '../../infra/media-storage';
import type { merchantPictures } from '../../lib/merchant-pictures';
import { headlinePicture } from '../../lib/drawing/headline';
import { FONT, esc, gradient, initials, shade, svg, swatchFor } from '../../lib/drawing/svg';

type ShopPaths = ReturnType<typeof merchantPictures>;

/**
 * What a new shop's avatar shows: the seed's Latin initials ("Jade River Ceramics" → "JR"), or the first character
 * of a name in another script ("翡翠陶瓷" → "翡", "ร้านชา" → "ร้"), where the seed's rule would draw "?".
 */
function avatarLetters(name: string): string {
  const latin = initials(name);
  if (latin !== '?') return latin;
  const first = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.trim())[Symbol.iterator]().next();
  return first.done ? '?' : first.value.segment;
}

/** A round avatar in the name's colours, like the seed's merchant avatars. */
function shopAvatar(name: string, size = 240): string {
  const r = size / 2;
  return svg(
    size,
    size,
    [
      gradient('g', swatchFor(name)),
      `<circle cx="${r}" cy="${r}" r="${r}" fill="url(#g)"/>`,
      `<text x="${r}" y="${r + size * 0.13}" font-family="${FONT}" font-size="${Math.round(size * 0.38)}" font-weight="700" fill="#fff" text-anchor="middle">${esc(avatarLetters(name))}</text>`,
    ].join(''),
  );
}

/**
 * Draws a new shop's avatar and backgrounds (SVG, offline) the way the demo seed draws its shops'. Banners and
 * licences are not drawn: a new shop has no banners yet and its licences are the applicant's uploads.
 */
export async function drawShopPictures(storage: MediaStorage, name: string, paths: ShopPaths): Promise<void> {
  const colours = swatchFor(name);
  const pictures: Array<[string, string]> = [
    [paths.avatar, shopAvatar(name)],
    [paths.back, headlinePicture(750, 400, name, 'Enter the shop', colours, 'store')],
    [paths.street, headlinePicture(1200, 300, name, '', colours, 'store')],
    [paths.pcBack, headlinePicture(1920, 400, name, '', [shade(colours[0], -0.1), shade(colours[1], -0.2)], null)],
  ];
  for (const [path, drawing] of pictures) await storage.put(path, drawing);
}
