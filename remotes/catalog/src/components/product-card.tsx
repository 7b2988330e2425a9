import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { localizePath, useLocale, useMoney } from '@mall/i18n';
import { Price, theme } from '@mall/ui-theme';
import { productPath } from '@mall/routes';
import { soldCount } from '@mall/remote-kit';
import { Picture } from '@mall/ui-theme/picture';
import { PRODUCT_CARD_SIZES } from '@mall/contract/home-banner';

const messages = defineMessages({
  sold: defineMessage<{ count: number }>({
    id: 'catalog.ProductCard.sold',
    defaultMessage: '{count, plural, one {# sold} other {# sold}}',
    description: 'Number of units sold under a product card',
  }),
});

export interface ProductCardData {
  id: number;
  image: string;
  storeName: string;
  price: string;
  otPrice?: string | null;
  /** Left out where the API sends no sales (activity products): no "N sold" line then. */
  sales?: number;
  ficti?: number;
}

const card = css({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  color: theme.colors.text,
  textDecoration: 'none',
  transition: 'box-shadow 0.2s, transform 0.2s',
  '&:hover, &:focus-visible': { boxShadow: theme.shadow.card, transform: 'translateY(-2px)' },
});
const picture = css({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  background: theme.colors.background,
});
const body = css({ display: 'flex', flexDirection: 'column', gap: theme.space.xs, padding: theme.space.sm });
const name = css({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '3.2em',
  fontSize: theme.font.size.md,
});
const sold = css({ fontSize: theme.font.size.sm, color: theme.colors.muted });

/** Whether the card can show a former price struck through (its line is then a little taller). */
const hasOriginal = (product: ProductCardData) => Boolean(product.otPrice && Number(product.otPrice) > Number(product.price));

/**
 * The empty card a grid below the first screen shows until it nears the window: the card's boxes and text lines
 * (two for the name, the price, "N sold"), with nothing in them, so it is as tall as the card in every language.
 */
export function ProductCardPlaceholder({ product, showOriginal = false }: { product: ProductCardData; showOriginal?: boolean }) {
  return (
    <div css={card}>
      <div css={picture} />
      <span css={body}>
        <span css={name}>{'\u00a0'}</span>
        <Price value={'\u00a0'} original={showOriginal && hasOriginal(product) ? '\u00a0' : undefined} size="sm" />
        {product.sales !== undefined && <span css={sold}>{'\u00a0'}</span>}
      </span>
    </div>
  );
}

/** A product tile: picture, name, price (shop currency) and "N sold"; the whole tile links to the detail. */
export function ProductCard({
  product,
  showOriginal = false,
  aboveFold = false,
}: {
  product: ProductCardData;
  showOriginal?: boolean;
  /**
   * In the first row a shopper sees without scrolling: loaded at once at high priority (one of them is the page's
   * largest paint; on the search page the server's first screen painted the same files, and the host hands over once
   * the first is decoded).
   */
  aboveFold?: boolean;
}) {
  const intl = useIntl();
  const money = useMoney();
  const locale = useLocale();
  const original = showOriginal && hasOriginal(product) ? money(product.otPrice!) : undefined;
  return (
    <Link to={localizePath(productPath(product.id), locale)} css={card}>
      <Picture src={product.image} width={400} height={400} sizes={PRODUCT_CARD_SIZES} priority={aboveFold} css={picture} />
      <span css={body}>
        <span css={name}>{product.storeName}</span>
        <Price value={money(product.price)} original={original} size="sm" />
        {product.sales !== undefined && (
          <span css={sold}>{intl.formatMessage(messages.sold, { count: soldCount(product.sales, product.ficti) })}</span>
        )}
      </span>
    </Link>
  );
}
