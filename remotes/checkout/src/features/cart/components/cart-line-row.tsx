import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CartLine } from '@mall/contract';
import { localizePath, useLocale, useMoney } from '@mall/i18n';
import { lineTotal, QuantityStepper } from '@mall/remote-kit';
import { Button, Price, theme } from '@mall/ui-theme';
import { productPath } from '@mall/routes';
import { maxQuantity } from '../cart-lines';
import { cartGrid, lineName } from './cart-grid';
import { Picture } from '@mall/ui-theme/picture';

const messages = defineMessages({
  select: defineMessage<{ name: string }>({
    id: 'checkout.CartLineRow.select',
    defaultMessage: 'Select {name}',
    description: 'Checkbox of a cart line',
  }),
  delete: { id: 'checkout.CartLineRow.delete', defaultMessage: 'Delete', description: 'Button that removes a line from the cart' },
  deleteLine: defineMessage<{ name: string }>({
    id: 'checkout.CartLineRow.deleteLine',
    defaultMessage: 'Delete {name}',
    description: 'Accessible name of the delete button of a line',
  }),
  stock: defineMessage<{ stock: number }>({
    id: 'checkout.CartLineRow.stock',
    defaultMessage: '{stock} in stock',
    description: 'Stock left of a cart line',
  }),
  subtotal: defineMessage<{ amount: string }>({
    id: 'checkout.CartLineRow.subtotal',
    defaultMessage: 'Subtotal {amount}',
    description: 'Accessible text of a line subtotal',
  }),
});

const row = css(cartGrid, { padding: `${theme.space.md} 0`, borderTop: `1px solid ${theme.colors.border}` });
const product = css({ display: 'flex', gap: theme.space.md, alignItems: 'center', minWidth: 0 });
const picture = css({
  width: 80,
  height: 80,
  flex: 'none',
  objectFit: 'cover',
  borderRadius: theme.radius.sm,
  background: theme.colors.background,
});
const name = css({ color: theme.colors.text, textDecoration: 'none', '&:hover': { color: theme.colors.brandStrong } });
const muted = css({ margin: 0, color: theme.colors.muted, fontSize: theme.font.size.sm });
const quantityCell = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.space.xs });
const box = css({ width: 16, height: 16, accentColor: theme.colors.brand, justifySelf: 'center' });

interface CartLineRowProps {
  line: CartLine;
  checked: boolean;
  onToggle: () => void;
  onQuantity: (value: number) => void;
  onDelete: () => void;
}

/** One valid line: check, picture, name and SKU, unit price, quantity, subtotal, delete. */
export function CartLineRow({ line, checked, onToggle, onQuantity, onDelete }: CartLineRowProps) {
  const intl = useIntl();
  const money = useMoney();
  const locale = useLocale();
  const label = lineName(line.suk, line.storeName);
  const subtotal = money(lineTotal(line.price, line.cartNum));
  return (
    <li css={row}>
      <input
        type="checkbox"
        css={box}
        checked={checked}
        onChange={onToggle}
        aria-label={intl.formatMessage(messages.select, { name: label })}
      />
      <div css={product}>
        <Picture css={picture} src={line.image} width={80} height={80} sizes="80px" eager />
        <div css={{ minWidth: 0 }}>
          <Link css={name} to={localizePath(productPath(line.productId), locale)}>
            {line.storeName}
          </Link>
          {line.suk && <p css={muted}>{line.suk}</p>}
          <p css={muted}>{intl.formatMessage(messages.stock, { stock: line.stock })}</p>
        </div>
      </div>
      <Price value={money(line.price)} size="sm" />
      <div css={quantityCell}>
        <QuantityStepper
          value={line.cartNum}
          max={maxQuantity(line)}
          perOrderCap={line.maxQuantity}
          name={label}
          size="sm"
          onChange={onQuantity}
        />
      </div>
      <span aria-label={intl.formatMessage(messages.subtotal, { amount: subtotal })}>
        <Price value={subtotal} size="sm" />
      </span>
      <Button variant="link" onClick={onDelete} aria-label={intl.formatMessage(messages.deleteLine, { name: label })}>
        {intl.formatMessage(messages.delete)}
      </Button>
    </li>
  );
}
