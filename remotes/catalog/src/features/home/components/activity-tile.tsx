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
const squarePicture = css({ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: theme.radius.sm });
const fillPicture = css({ flex: 1, minHeight: 0, width: '100%', objectFit: 'cover', borderRadius: theme.radius.sm });
const name = css({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', fontSize: theme.font.size.md });

/** A product of an activity block (links to its detail through `proId`): square in a list, filling a grid cell otherwise. */
export function ActivityTile({ product, size = 'md' }: { product: ActivityProduct; size?: 'sm' | 'md' | 'lg' }) {
  const money = useMoney();
  const locale = useLocale();
  const original = product.otPrice && Number(product.otPrice) > Number(product.price) ? money(product.otPrice) : undefined;
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
