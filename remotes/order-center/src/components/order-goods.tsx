import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OrderLine } from '@mall/contract';
import { localizePath, useLocale, useMoney } from '@mall/i18n';
import { Price, theme } from '@mall/ui-theme';
import { productPath, shopPath } from '@mall/routes';
import { Picture } from '@mall/ui-theme/picture';

const quantity = defineMessage<{ count: number }>({
  id: 'orderCenter.OrderGoods.quantity',
  defaultMessage: '×{count}',
  description: 'How many units of a line were bought',
});

const quantityLabel = defineMessage<{ count: number }>({
  id: 'orderCenter.OrderGoods.quantityLabel',
  defaultMessage: 'Quantity {count}',
  description: 'Accessible text of the quantity of a line',
});

/** What the block shows of a line: order, refund, unpaid and review lines all carry these. */
type OrderGoodsLine = Pick<OrderLine, 'id' | 'productId' | 'productName' | 'image' | 'sku' | 'price' | 'payNum'>;

const styles = {
  header: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space.md,
    paddingBottom: theme.space.sm,
  }),
  shop: css({
    margin: 0,
    fontSize: theme.font.size.md,
    fontWeight: 600,
    a: { color: theme.colors.text, textDecoration: 'none', '&:hover': { color: theme.colors.brandStrong } },
  }),
  list: css({ listStyle: 'none', margin: 0, padding: 0 }),
  line: css({
    display: 'grid',
    gridTemplateColumns: '72px minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: theme.space.md,
    padding: `${theme.space.sm} 0`,
    borderTop: `1px solid ${theme.colors.border}`,
  }),
  lineWithAction: css({ gridTemplateColumns: '72px minmax(0, 1fr) auto auto auto' }),
  picture: css({
    width: 72,
    height: 72,
    objectFit: 'cover',
    borderRadius: theme.radius.sm,
    background: theme.colors.background,
  }),
  name: css({
    display: 'block',
    color: theme.colors.text,
    textDecoration: 'none',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '&:hover': { color: theme.colors.brandStrong },
  }),
  sku: css({ margin: `${theme.space.xs} 0 0`, color: theme.colors.muted, fontSize: theme.font.size.sm }),
  count: css({ color: theme.colors.muted, whiteSpace: 'nowrap' }),
};

interface OrderGoodsProps<L extends OrderGoodsLine = OrderGoodsLine> {
  /** The shop, for the link to its page (without it the name is plain text). */
  merId?: number | null;
  merName: string;
  lines: readonly L[];
  /** Shown at the right of the merchant's name (an order's state, a date). */
  aside?: ReactNode;
  /** Something to do with one line (evaluate, "evaluated"). */
  lineAction?: (line: L) => ReactNode;
  /** The merchant name's heading level inside the page (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The goods of one merchant's order (the contract's `orderGoods` block): the shop's name linking to its page, then each line
 * with its picture, name (linking to the product), SKU, unit price and ×quantity.
 */
export function OrderGoods<L extends OrderGoodsLine>({ merId, merName, lines, aside, lineAction, headingLevel = 3 }: OrderGoodsProps<L>) {
  const intl = useIntl();
  const locale = useLocale();
  const money = useMoney();
  const Heading = `h${headingLevel}` as const;
  return (
    <div>
      <div css={styles.header}>
        <Heading css={styles.shop}>{merId ? <Link to={localizePath(shopPath(merId), locale)}>{merName}</Link> : merName}</Heading>
        {aside}
      </div>
      <ul css={styles.list}>
        {lines.map((line) => (
          <li key={line.id} css={[styles.line, lineAction && styles.lineWithAction]}>
            <Picture css={styles.picture} src={line.image} width={72} height={72} sizes="72px" />
            <div css={{ minWidth: 0 }}>
              <Link css={styles.name} to={localizePath(productPath(line.productId), locale)}>
                {line.productName}
              </Link>
              {line.sku && <p css={styles.sku}>{line.sku}</p>}
            </div>
            <Price value={money(line.price)} size="sm" />
            <span css={styles.count} aria-label={intl.formatMessage(quantityLabel, { count: line.payNum })}>
              {intl.formatMessage(quantity, { count: line.payNum })}
            </span>
            {lineAction && <div>{lineAction(line)}</div>}
          </li>
        ))}
      </ul>
    </div>
  );
}
