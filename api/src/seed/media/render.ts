import { TAXONOMY } from '../data/taxonomy';
import { icon, type IconName } from '../../lib/drawing/icons';
import { BRAND_RED, FONT, esc, gradient, hashOf, initials, shade, svg, swatchFor, textLines, wrap } from '../../lib/drawing/svg';

/** Icons and colours by category name: a leaf's own icon, a second level's first leaf, a top level's icon. */
const ICON_BY_NAME = new Map<string, IconName>();
const PALETTE_BY_TOP = new Map<string, [string, string]>();
for (const top of TAXONOMY) {
  ICON_BY_NAME.set(top.name, top.icon);
  PALETTE_BY_TOP.set(top.name, top.palette);
  for (const second of top.seconds) {
    ICON_BY_NAME.set(second.name, second.leaves[0].icon);
    for (const leaf of second.leaves) ICON_BY_NAME.set(leaf.name, leaf.icon);
  }
}

const iconFor = (category: string): IconName => ICON_BY_NAME.get(category) ?? 'box';
const paletteFor = (top: string): [string, string] => PALETTE_BY_TOP.get(top) ?? swatchFor(top);

const VIEW_LABELS = ['', 'Detail', 'In use', 'Colours', 'In the box'];

/** An 800×800 product tile: the category's gradient, the leaf's icon and the product name. Variant 1 is the main picture. */
export function productTile(name: string, leaf: string, top: string, variant: number): string {
  const [from, to] = paletteFor(top);
  const tone = [0, 0.18, -0.12, 0.3, -0.22][(variant - 1) % 5];
  const colours: [string, string] = [shade(from, tone), shade(to, tone)];
  const main = variant === 1;
  const iconSize = main ? 300 : 380;
  const iconY = main ? 300 : 330;
  const iconX = main ? 400 : 400 + ((variant % 2) * 2 - 1) * 40;
  const label = VIEW_LABELS[(variant - 1) % VIEW_LABELS.length];
  const lines = wrap(name, 24, 2);
  return svg(
    800,
    800,
    [
      gradient('g', colours, variant % 3),
      '<rect width="800" height="800" fill="url(#g)"/>',
      `<circle cx="${iconX}" cy="${iconY}" r="${iconSize * 0.72}" fill="#fff" fill-opacity=".16"/>`,
      icon(iconFor(leaf), iconX, iconY, iconSize, '#fff', main ? 12 : 14),
      '<rect x="40" y="600" width="720" height="160" rx="24" fill="#fff" fill-opacity=".9"/>',
      textLines(lines, 400, lines.length > 1 ? 668 : 695, 40, `font-weight="700" fill="${shade(to, -0.45)}" text-anchor="middle"`),
      label
        ? `<rect x="40" y="40" width="${label.length * 18 + 48}" height="56" rx="28" fill="#000" fill-opacity=".25"/><text x="64" y="77" font-family="${FONT}" font-size="28" fill="#fff">${esc(label)}</text>`
        : '',
      `<text x="760" y="80" font-family="${FONT}" font-size="26" fill="#fff" fill-opacity=".85" text-anchor="end">${esc(leaf)}</text>`,
    ].join(''),
  );
}

/** A round picture with initials (merchant avatars, reviewers). */
export function initialsAvatar(name: string, size = 240): string {
  const colours = swatchFor(name);
  const r = size / 2;
  return svg(
    size,
    size,
    [
      gradient('g', colours),
      `<circle cx="${r}" cy="${r}" r="${r}" fill="url(#g)"/>`,
      `<text x="${r}" y="${r + size * 0.13}" font-family="${FONT}" font-size="${Math.round(size * 0.38)}" font-weight="700" fill="#fff" text-anchor="middle">${esc(initials(name))}</text>`,
    ].join(''),
  );
}

/** A scanned-document look for qualification pictures. */
export function licence(merchant: string, owner: string, n: number): string {
  const kind = n === 1 ? 'Business Licence' : 'Brand Authorisation';
  const number = `91${String(hashOf(merchant + n))
    .padStart(10, '0')
    .slice(0, 10)}MA`;
  return svg(
    600,
    800,
    [
      '<rect width="600" height="800" fill="#fbf7ee"/>',
      `<rect x="30" y="30" width="540" height="740" fill="none" stroke="${BRAND_RED}" stroke-width="6"/>`,
      `<rect x="44" y="44" width="512" height="712" fill="none" stroke="${BRAND_RED}" stroke-width="2"/>`,
      textLines([kind], 300, 140, 44, `font-weight="700" fill="${BRAND_RED}" text-anchor="middle"`),
      textLines(wrap(merchant, 26, 2), 300, 230, 30, 'font-weight="700" fill="#333" text-anchor="middle"'),
      textLines(
        [`Registration no. ${number}`, `Legal representative: ${owner}`, 'Valid until: long term', 'Issued by the market regulator'],
        80,
        380,
        22,
        'fill="#555"',
      ),
      `<circle cx="440" cy="640" r="70" fill="none" stroke="${BRAND_RED}" stroke-width="5" stroke-opacity=".8"/>`,
      `<text x="440" y="648" font-family="${FONT}" font-size="22" fill="${BRAND_RED}" text-anchor="middle">Certified</text>`,
    ].join(''),
  );
}

/** A small round category icon. */
export function categoryBadge(name: string, top: string): string {
  return svg(
    120,
    120,
    [gradient('g', paletteFor(top)), '<circle cx="60" cy="60" r="60" fill="url(#g)"/>', icon(iconFor(name), 60, 60, 64, '#fff', 5)].join(
      '',
    ),
  );
}

/** A small red line icon on white (menu entries, guarantees). */
export function lineIcon(name: IconName, size = 64): string {
  return svg(size, size, icon(name, size / 2, size / 2, size * 0.75, BRAND_RED, Math.max(2, size / 20)));
}

export function logo(): string {
  return svg(
    240,
    80,
    [
      `<rect x="4" y="12" width="56" height="56" rx="14" fill="${BRAND_RED}"/>`,
      icon('bag', 32, 40, 38, '#fff', 4),
      `<text x="72" y="58" font-family="${FONT}" font-size="46" font-weight="800" fill="${BRAND_RED}" letter-spacing="1">Mall</text>`,
    ].join(''),
  );
}

export function defaultAvatar(): string {
  return svg(200, 200, ['<circle cx="100" cy="100" r="100" fill="#f3d5d1"/>', icon('user', 100, 110, 120, BRAND_RED, 8)].join(''));
}

/** The words of the brand pictures in one language (English by default); `t` gives a text's translation. */
export type Words = (english: string) => string;
const english: Words = (text) => text;

export function loginPicture(t: Words = english): string {
  return svg(
    400,
    500,
    [
      gradient('g', ['#ff8a65', BRAND_RED], 2),
      '<rect width="400" height="500" fill="url(#g)"/>',
      icon('bag', 200, 190, 180, '#fff', 10),
      textLines([t('Welcome to Mall')], 200, 360, 34, 'font-weight="700" fill="#fff" text-anchor="middle"'),
      textLines(
        [t('Thousands of products from'), t('merchants you can trust')],
        200,
        405,
        20,
        'fill="#fff" fill-opacity=".9" text-anchor="middle"',
      ),
    ].join(''),
  );
}

export function recommendPicture(t: Words = english): string {
  return svg(
    230,
    560,
    [
      gradient('g', ['#ffb199', BRAND_RED], 2),
      '<rect width="230" height="560" fill="url(#g)"/>',
      textLines([t('You May'), t('Also Like')], 115, 90, 32, 'font-weight="700" fill="#fff" text-anchor="middle"'),
      textLines([t('Picked for you'), t('every day')], 115, 190, 18, 'fill="#fff" fill-opacity=".9" text-anchor="middle"'),
      icon('gift', 115, 380, 140, '#fff', 7),
    ].join(''),
  );
}
