// The first screen of home, a product page, the shop street and the search results' first row as HTML, written by both static servers into the host's page after
// <div id="root"> (docs/serving.md, "The served first screen"), so the page's largest picture — home's first banner,
// the product's main picture with its name and price, the street's banner — is painted before any script runs. The host's page CSS
// (shared/build-config/html-template.cjs, `.mall-fs*`) lays it out where the page draws the same things, and the host
// removes it once the route's page has drawn them (host/src/components/first-screen.tsx).
import { escapeAttr, escapeText } from '../../lib/html-escape';
import { hasVariants, variantSrcSet } from '../../lib/picture-variants';
import type { Locale } from '../../i18n/locale';
import { titleWord } from './page-titles';

/** What a page's first screen shows; the head service reads it with the head (one statement). */
export type FirstScreen =
  | { page: 'home'; banner: string; sizes: string }
  | { page: 'merchantStreet'; banner: string; sizes: string }
  /** The search results' first row: each card's picture, in the order the page draws them. */
  | { page: 'goodsSearch'; pictures: string[]; sizes: string }
  | {
      page: 'goodsDetail';
      picture: string;
      sizes: string;
      name: string;
      info: string;
      price: string;
      otPrice: string | null;
      currencySymbol: string;
    };

/**
 * The markup @mall/ui-theme's <Picture priority> renders for `src`: a <picture> with the WebP and JPEG srcsets of the
 * stored widths and the same `sizes`, so the browser takes the file the page's own picture (and the head's preload)
 * takes, and downloads it once; a picture without variants is a plain <img>.
 */
export function pictureHtml(
  src: string,
  { alt, width, height, sizes, className }: { alt: string; width: number; height: number; sizes: string; className: string },
): string {
  const common = `alt="${escapeAttr(alt)}" width="${width}" height="${height}" loading="eager" decoding="async" fetchpriority="high" class="${className}"`;
  if (!hasVariants(src)) return `<img ${common} src="${escapeAttr(src)}">`;
  return (
    `<picture><source type="image/webp" srcset="${escapeAttr(variantSrcSet(src, 'webp'))}" sizes="${escapeAttr(sizes)}">` +
    `<img ${common} src="${escapeAttr(src)}" srcset="${escapeAttr(variantSrcSet(src, 'jpg'))}" sizes="${escapeAttr(sizes)}"></picture>`
  );
}

/** The BCP 47 tag Intl formats a language's numbers with (@mall/i18n's intlLocale: Lao is `lo`). */
const INTL_TAG: Record<Locale, string> = { en: 'en', 'zh-CN': 'zh-CN', fr: 'fr', th: 'th', lao: 'lo' };

/**
 * Each language's number format of two decimals, made once: an Intl.NumberFormat costs ~0.1 ms to make (a CPU profile
 * of the API under bench:head's cold pages found formatMoney's own time at 70 ms for ~600 first screens, 2026-11-29).
 */
const TWO_DECIMALS = new Map<Locale, Intl.NumberFormat>();
function twoDecimals(locale: Locale): Intl.NumberFormat {
  let format = TWO_DECIMALS.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAG[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    TWO_DECIMALS.set(locale, format);
  }
  return format;
}

/** An amount as @mall/i18n's useMoney writes it: two decimals in the language's digits, then the `common.money` message. */
export function formatMoney(locale: Locale, amount: string, symbol: string): string {
  const value = Number(amount);
  const number = Number.isFinite(value) ? twoDecimals(locale).format(value) : amount;
  return titleWord(locale, 'money', { symbol, amount: number });
}

/**
 * The first screen as HTML ('' for none): one element, `#mall-first-screen`, named by the route table's page id. It is
 * `aria-hidden`: a picture of what the page is about to draw, so assistive technology meets the page's own heading,
 * name and price once (not a second <h1> while both are on screen during the hand-over).
 */
export function renderFirstScreen(locale: Locale, screen: FirstScreen | undefined): string {
  if (!screen) return '';
  if (screen.page === 'home') {
    if (!screen.banner) return '';
    const picture = pictureHtml(screen.banner, { alt: '', width: 954, height: 480, sizes: screen.sizes, className: 'mall-fs-banner' });
    return (
      `<div id="mall-first-screen" class="mall-fs" data-page="home" aria-hidden="true">` +
      `<div class="mall-fs-column mall-fs-home"><div class="mall-fs-hero">${picture}</div></div></div>\n`
    );
  }
  if (screen.page === 'merchantStreet') {
    // The street's banner as street-banner.tsx draws it: the column's width, at most 300 px tall (4:1).
    if (!screen.banner) return '';
    const picture = pictureHtml(screen.banner, {
      alt: '',
      width: 1200,
      height: 300,
      sizes: screen.sizes,
      className: 'mall-fs-street-banner',
    });
    return (
      `<div id="mall-first-screen" class="mall-fs" data-page="merchantStreet" aria-hidden="true">` +
      `<div class="mall-fs-column mall-fs-street">${picture}</div></div>\n`
    );
  }
  if (screen.page === 'goodsSearch') {
    // The first row's pictures in the grid's boxes (ProductGrid: 5 columns, 16 px apart; each card's picture square).
    if (screen.pictures.length === 0) return '';
    const cards = screen.pictures
      .map(
        (src) =>
          `<div class="mall-fs-card">${pictureHtml(src, { alt: '', width: 400, height: 400, sizes: screen.sizes, className: 'mall-fs-card-picture' })}</div>`,
      )
      .join('');
    return (
      `<div id="mall-first-screen" class="mall-fs" data-page="goodsSearch" aria-hidden="true">` +
      `<div class="mall-fs-column mall-fs-search"><div class="mall-fs-cards">${cards}</div></div></div>\n`
    );
  }
  const picture = screen.picture
    ? pictureHtml(screen.picture, { alt: screen.name, width: 420, height: 420, sizes: screen.sizes, className: 'mall-fs-picture' })
    : '';
  const original =
    screen.otPrice && Number(screen.otPrice) > Number(screen.price)
      ? `<del class="mall-fs-former">${escapeText(formatMoney(locale, screen.otPrice, screen.currencySymbol))}</del>`
      : '';
  return (
    `<div id="mall-first-screen" class="mall-fs" data-page="goodsDetail" aria-hidden="true">` +
    `<div class="mall-fs-column mall-fs-detail"><div class="mall-fs-overview">` +
    `<div>${picture || '<div class="mall-fs-picture"></div>'}</div>` +
    `<div><h1 class="mall-fs-name">${escapeText(screen.name)}</h1>` +
    (screen.info ? `<p class="mall-fs-info">${escapeText(screen.info)}</p>` : '') +
    `<div class="mall-fs-price-box"><span class="mall-fs-label">${escapeText(titleWord(locale, 'price'))}</span>` +
    `<span><span class="mall-fs-price">${escapeText(formatMoney(locale, screen.price, screen.currencySymbol))}</span>${original}</span>` +
    `</div></div></div></div></div>\n`
  );
}
