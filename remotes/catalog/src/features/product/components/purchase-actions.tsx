import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, theme } from '@mall/ui-theme';

const messages = defineMessages({
  addToCart: {
    id: 'catalog.PurchaseActions.addToCart',
    defaultMessage: 'Add to cart',
    description: 'Button adding the chosen SKU to the cart',
  },
  buyNow: { id: 'catalog.PurchaseActions.buyNow', defaultMessage: 'Buy now', description: 'Button going straight to checkout' },
  soldOut: {
    id: 'catalog.PurchaseActions.soldOut',
    defaultMessage: 'Sold out',
    description: 'Disabled button when the choice has no stock',
  },
  unavailable: {
    id: 'catalog.PurchaseActions.unavailable',
    defaultMessage: 'Not available',
    description: 'Disabled button when the chosen combination does not exist',
  },
});

const row = css({ display: 'flex', gap: theme.space.md, marginTop: theme.space.md });
const big = css({ minWidth: 160, minHeight: 44, fontSize: theme.font.size.lg });

export type PurchaseState = 'available' | 'soldOut' | 'unavailable';

/** Add to cart and Buy now, or one disabled "Sold out" / "Not available" button. */
export function PurchaseActions({
  state,
  addingToCart,
  buyingNow,
  onAddToCart,
  onBuyNow,
}: {
  state: PurchaseState;
  addingToCart: boolean;
  buyingNow: boolean;
  onAddToCart: () => void;
  onBuyNow: () => void;
}) {
  const intl = useIntl();
  if (state !== 'available') {
    return (
      <div css={row}>
        <Button disabled css={big}>
          {intl.formatMessage(state === 'soldOut' ? messages.soldOut : messages.unavailable)}
        </Button>
      </div>
    );
  }
  return (
    <div css={row}>
      <Button variant="secondary" loading={addingToCart} onClick={onAddToCart} css={big}>
        {intl.formatMessage(messages.addToCart)}
      </Button>
      <Button loading={buyingNow} onClick={onBuyNow} css={big}>
        {intl.formatMessage(messages.buyNow)}
      </Button>
    </div>
  );
}
