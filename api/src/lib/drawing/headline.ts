import { icon, type IconName } from './icons';
import { gradient, svg, textLines, wrap } from './svg';

/*
 * Pictures drawn as SVG: the seed's (seed/media/render.ts) and those of a shop opened later
 * (services/settlement/shop-pictures.ts) share these.
 */

/** The gradient, circles and icon behind a headline. */
function backdrop(width: number, height: number, colours: [string, string], picture: IconName | null): string {
  return [
    gradient('g', colours, 0),
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${Math.round(width * 0.82)}" cy="${Math.round(height * 0.5)}" r="${Math.round(height * 0.62)}" fill="#fff" fill-opacity=".12"/>`,
    `<circle cx="${Math.round(width * 0.95)}" cy="${Math.round(height * 0.1)}" r="${Math.round(height * 0.3)}" fill="#fff" fill-opacity=".1"/>`,
    picture
      ? icon(
          picture,
          Math.round(width * 0.82),
          Math.round(height * 0.5),
          Math.round(height * 0.6),
          '#fff',
          Math.max(4, Math.round(height / 60)),
        )
      : '',
  ].join('');
}

/**
 * A picture without words, for a place that shows it cropped under text of its own (the shop street card's strip
 * writes the name beside the logo: words in the picture wrapped there and ran under the logo).
 */
export function plainPicture(width: number, height: number, colours: [string, string], picture: IconName | null): string {
  return svg(width, height, backdrop(width, height, colours, picture));
}

/** A wide picture with a headline and a line below (banners, shop backgrounds, headers); the text is sized to fit. */
export function headlinePicture(
  width: number,
  height: number,
  headline: string,
  subline: string,
  colours: [string, string],
  picture: IconName | null,
): string {
  const title = wrap(headline, 18, 2);
  const longest = Math.max(...title.map((l) => l.length));
  const size = Math.round(Math.min(height * (title.length > 1 ? 0.2 : 0.26), (width * 0.56) / (longest * 0.58)));
  const subSize = Math.round(Math.max(14, Math.min(size * 0.42, (width * 0.6) / (Math.max(subline.length, 1) * 0.55))));
  const block = title.length * size * 1.2 + (subline ? subSize * 1.6 : 0);
  const left = Math.round(width * 0.07);
  const top = Math.round(height / 2 - block / 2 + size * 0.9);
  return svg(
    width,
    height,
    [
      backdrop(width, height, colours, picture),
      textLines(title, left, top, size, 'font-weight="700" fill="#fff"'),
      subline
        ? textLines(
            [subline],
            left,
            Math.round(top + (title.length - 1) * size * 1.2 + subSize * 1.9),
            subSize,
            'fill="#fff" fill-opacity=".92"',
          )
        : '',
    ].join(''),
  );
}
