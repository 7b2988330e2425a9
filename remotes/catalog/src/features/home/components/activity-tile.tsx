import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { ActivityProduct } from '@mall/contract';
import { localizePath, useLocale, useMoney } from '@mall/i18n';
import { Price, theme } from '@mall/ui-theme';
import { productPath } from '@mall/routes';
import { Picture } from '@mall/ui-theme/picture';
import { linkTile } from '../../../lib/link-tile';

const tile = css({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  boxSizing: 'border-box',
  gap: theme.space.xs,
  ...linkTile,
});
/** At most this share of a row tile's width is its photo's. */
export const ROW_PHOTO_SHARE_VALUE = 0.6;
const ROW_PHOTO_SHARE = `${ROW_PHOTO_SHARE_VALUE * 100}%`;
/** A wide cell: the photo on the left at the tile's full height, the words beside it. */
const rowTile = css({ flexDirection: 'row', gap: theme.space.md });
const words = css({ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: theme.space.xs, minWidth: 0, flex: 1 });

/**
 * The photo is never cropped: a product is shown whole, as its merchant took it (cropping a square packshot into
 * a wide box cut off the top and bottom of the product, and a picture cut to 44 % of its height was still
 * downloaded whole).
 * - square: the carousel's columns, the photo as wide as the tile (height: auto, or the <img>'s height attribute
 *   would win over the aspect ratio);
 * - row: a wide grid cell, the photo a square as tall as the tile (at most 60 % of its width);
 * - column: a narrow grid cell, the photo drawn whole (contain) in the height left above the words.
 */
const pictureCss = {
  square: css({ width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: theme.radius.sm }),
  row: css({
    height: '100%',
    width: 'auto',
    aspectRatio: '1 / 1',
    // A window narrower than the page leaves the words some room: the photo, still whole, narrows.
    maxWidth: ROW_PHOTO_SHARE,
    flexShrink: 0,
    objectFit: 'contain',
    borderRadius: theme.radius.sm,
  }),
  column: css({ flex: 1, minHeight: 0, width: '100%', objectFit: 'contain' }),
} as const;
const name = css({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', fontSize: theme.font.size.md });
/** Beside the photo the name has room for three lines. */
const rowName = css({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: theme.font.size.md,
});

export type TileShape = keyof typeof pictureCss;

export interface TileLayout {
  shape: TileShape;
  /** The big tile's price and picture (`proImage`) or a small one's. */
  big?: boolean;
  /** The side of the drawn photo, px, on the 1,200 px page: the browser picks the stored width for it. */
  side: number;
  /**
   * In a window narrower than the page the cells narrow with it: the photo's side is then `vw` % of the window
   * less `minus` px, until that reaches `side`.
   */
  narrow: { vw: number; minus: number };
}

/** The `sizes` of a tile's photo: its side in a narrow window, its side on the page. */
export function tileSizes({ side, narrow }: TileLayout): string {
  const vw = Math.round(narrow.vw * 100) / 100;
  const minus = Math.round(narrow.minus);
  const breakpoint = Math.floor(((side + minus) * 100) / vw);
  return `(max-width: ${breakpoint}px) calc(${vw}vw - ${minus}px), ${Math.round(side)}px`;
}

/** Whether a tile shows the former price struck through (its line is then a little taller). */
const hasOriginal = (product: ActivityProduct) => Boolean(product.otPrice && Number(product.otPrice) > Number(product.price));

/**
 * The empty tile a block below the first screen shows until it nears the window: the same boxes and text lines as
 * the product's tile (so its height is the tile's in every language), with nothing in them.
 */
export function ActivityTilePlaceholder({ product, layout }: { product: ActivityProduct; layout: TileLayout }) {
  const { shape, big = false } = layout;
  const text = (
    <>
      <span css={shape === 'row' ? rowName : name}>{'\u00a0'}</span>
      <Price value={'\u00a0'} original={hasOriginal(product) ? '\u00a0' : undefined} size={big ? 'md' : 'sm'} />
    </>
  );
  return (
    <div css={[tile, shape === 'row' && rowTile]}>
      <div css={[pictureCss[shape], { background: theme.colors.background }]} />
      {shape === 'row' ? <span css={words}>{text}</span> : text}
    </div>
  );
}

/** A product of an activity block (links to its detail through `proId`), its photo whole, at the size drawn. */
export function ActivityTile({ product, layout }: { product: ActivityProduct; layout: TileLayout }) {
  const money = useMoney();
  const locale = useLocale();
  const { shape, big = false } = layout;
  const original = hasOriginal(product) ? money(product.otPrice!) : undefined;
  const picture = big ? product.proImage || product.image : product.image || product.proImage;
  const text = (
    <>
      <span css={shape === 'row' ? rowName : name}>{product.storeName}</span>
      <Price value={money(product.price)} original={original} size={big ? 'md' : 'sm'} />
    </>
  );
  return (
    <Link to={localizePath(productPath(product.proId), locale)} css={[tile, shape === 'row' && rowTile]}>
      <Picture src={picture} width={400} height={400} sizes={tileSizes(layout)} css={pictureCss[shape]} />
      {shape === 'row' ? <span css={words}>{text}</span> : text}
    </Link>
  );
}
