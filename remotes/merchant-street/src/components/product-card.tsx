import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MerchantProductItem } from '@mall/contract';
import { useMoney } from '@mall/i18n';
import { Price, theme } from '@mall/ui-theme';
import { productPath } from '@mall/routes';
import { soldCount } from '@mall/remote-kit';
import { useLocalized } from '../lib/use-localized';
import { Picture } from '@mall/ui-theme/picture';

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
  height: '100%',
  padding: theme.space.sm,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  color: theme.colors.text,
  textDecoration: 'none',
  boxShadow: theme.shadow.card,
  '&:hover, &:focus-visible': { outline: `1px solid ${theme.colors.brand}` },
});
const name = css({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '3.2em',
});

/** A product of a store: picture, name, price with the former price struck through, and "N sold". */
export function ProductCard({ product }: { product: MerchantProductItem }) {
  const money = useMoney();
  const { to } = useLocalized();
  const former = Number(product.otPrice) > Number(product.price) ? money(product.otPrice) : undefined;
  return (
    <Link to={to(productPath(product.id))} css={card}>
      <Picture
        src={product.image}
        width={200}
        height={200}
        sizes="(max-width: 640px) 50vw, 240px"
        css={{ width: '100%', height: 'auto', aspectRatio: '1' }}
      />
      <span css={name}>{product.storeName}</span>
      <Price value={money(product.price)} original={former} />
      <span css={{ color: theme.colors.muted, fontSize: theme.font.size.sm }}>
        <FormattedMessage
          id="merchantStreet.ProductCard.sold"
          defaultMessage="{count, plural, one {# sold} other {# sold}}"
          description="Products sold so far (real and virtual sales)"
          values={{ count: soldCount(product.sales, product.ficti) }}
        />
      </span>
    </Link>
  );
}
