import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { ActivityProduct } from '@mall/contract';
import { localizePath, useLocale, useMoney } from '@mall/i18n';
import { Price, theme } from '@mall/ui-theme';
import { productPath } from '@mall/routes';
import { Picture } from '@mall/ui-theme/picture';

const tile = css({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  boxSizing: 'border-box',
  gap: theme.space.xs,
  padding: theme.space.sm,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  color: theme.colors.text,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { boxShadow: theme.shadow.card },
});
/** In the carousel list a square picture; in the fixed-height grids the picture takes the height left. */
// height: auto, or the <img>'s height attribute (400) wins over the aspect ratio and the "square" is 252 × 400.
const squarePicture = css({ width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: theme.radius.sm });
const fillPicture = css({ flex: 1, minHeight: 0, width: '100%', objectFit: 'cover', borderRadius: theme.radius.sm });
const name = css({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', fontSize: theme.font.size.md });

type TileSize = 'sm' | 'md' | 'lg';

/** Whether a tile shows the former price struck through (its line is then a little taller). */
const hasOriginal = (product: ActivityProduct) => Boolean(product.otPrice && Number(product.otPrice) > Number(product.price));

/**
 * The empty tile a block below the first screen shows until it nears the window: the same boxes and text lines as
 * the product's tile (so its height is the tile's in every language), with nothing in them.
 */
export function ActivityTilePlaceholder({ product, size = 'md' }: { product: ActivityProduct; size?: TileSize }) {
  return (
    <div css={tile}>
      <div css={[size === 'md' ? squarePicture : fillPicture, { background: theme.colors.background }]} />
      <span css={name}>{'\u00a0'}</span>
      <Price value={'\u00a0'} original={hasOriginal(product) ? '\u00a0' : undefined} size={size === 'lg' ? 'md' : 'sm'} />
    </div>
  );
}

/** A product of an activity block (links to its detail through `proId`): square in a list, filling a grid cell otherwise. */
export function ActivityTile({ product, size = 'md' }: { product: ActivityProduct; size?: TileSize }) {
  const money = useMoney();
  const locale = useLocale();
  const original = hasOriginal(product) ? money(product.otPrice!) : undefined;
  const picture = size === 'lg' ? product.proImage || product.image : product.image || product.proImage;
  return (
    <Link to={localizePath(productPath(product.proId), locale)} css={tile}>
      <Picture
        src={picture}
        width={400}
        height={400}
        sizes={size === 'lg' ? '480px' : '240px'}
        css={size === 'md' ? squarePicture : fillPicture}
      />
      <span css={name}>{product.storeName}</span>
      <Price value={money(product.price)} original={original} size={size === 'lg' ? 'md' : 'sm'} />
    </Link>
  );
}
