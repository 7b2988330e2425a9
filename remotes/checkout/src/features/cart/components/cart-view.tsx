import { css } from '@emotion/react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import type { CartLine } from '@mall/contract';
import { commonMessages, localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { EmptyState } from '@mall/ui-theme/empty-state';
import { ConfirmDialog, ErrorNotice, LoadingBlock } from '@mall/remote-kit';
import { HOME_PATH } from '@mall/routes';
import { cartLineIds, checkedQuantity, checkedTotal } from '../cart-lines';
import { selectCart } from '../store/selectors';
import {
  allToggled,
  cartRequested,
  checkoutSubmitted,
  lineToggled,
  linesDeleteRequested,
  merchantToggled,
  quantityChanged,
  reselectClosed,
  reselectOpened,
  reselectSubmitted,
} from '../store/slice';
import { cartGrid, lineName } from './cart-grid';
import { CartSummaryBar } from './cart-summary-bar';
import { InvalidLines } from './invalid-lines';
import { MerchantGroup } from './merchant-group';
import { ReselectDialog } from './reselect-dialog';

const messages = defineMessages({
  product: { id: 'checkout.CartView.product', defaultMessage: 'Product', description: 'Column heading of the cart' },
  price: { id: 'checkout.CartView.price', defaultMessage: 'Unit price', description: 'Column heading of the cart' },
  quantity: { id: 'checkout.CartView.quantity', defaultMessage: 'Quantity', description: 'Column heading of the cart' },
  subtotal: { id: 'checkout.CartView.subtotal', defaultMessage: 'Subtotal', description: 'Column heading of the cart' },
  action: { id: 'checkout.CartView.action', defaultMessage: 'Action', description: 'Column heading of the cart' },
  empty: { id: 'checkout.CartView.empty', defaultMessage: 'Your cart is empty', description: 'Heading of the empty cart' },
  emptyText: {
    id: 'checkout.CartView.emptyText',
    defaultMessage: 'Find something you like and add it to the cart.',
    description: 'Text of the empty cart',
  },
  goShopping: { id: 'checkout.CartView.goShopping', defaultMessage: 'Go shopping', description: 'Link home from the empty cart' },
  deleteTitle: {
    id: 'checkout.CartView.deleteTitle',
    defaultMessage: 'Delete this item?',
    description: 'Title of the dialog confirming the deletion of a cart line',
  },
  deleteText: defineMessage<{ name: string }>({
    id: 'checkout.CartView.deleteText',
    defaultMessage: '{name} will be removed from your cart.',
    description: 'Text of the dialog confirming the deletion of a line',
  }),
  clearTitle: {
    id: 'checkout.CartView.clearTitle',
    defaultMessage: 'Clear all unavailable items?',
    description: 'Title of the dialog confirming the deletion of every invalid line',
  },
  clearText: defineMessage<{ count: number }>({
    id: 'checkout.CartView.clearText',
    defaultMessage: '{count, plural, one {# unavailable item} other {# unavailable items}} will be removed from your cart.',
    description: 'Text of the dialog confirming the deletion of every invalid line',
  }),
});

const head = css(cartGrid, {
  padding: `${theme.space.sm} ${theme.space.lg}`,
  marginBottom: theme.space.sm,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  color: theme.colors.muted,
  fontSize: theme.font.size.sm,
});

type PendingDelete = { kind: 'line'; ids: number[]; name: string } | { kind: 'invalid'; ids: number[] };

/** The signed-in cart: merchant groups, unavailable lines, the summary bar and their dialogs. */
export function CartView() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const locale = useLocale();
  const cart = useSelector(selectCart);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  const valid = cart.valid.data;
  const invalid = cart.invalid.data;
  if (!valid || !invalid) {
    if (cart.valid.status === 'failed' && cart.valid.error) {
      return <ErrorNotice failure={cart.valid.error} onRetry={() => dispatch(cartRequested())} />;
    }
    return <LoadingBlock minHeight={320} />;
  }

  const invalidLines = invalid.flatMap((group) => group.cartInfoList);
  if (valid.length === 0 && invalidLines.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage(messages.empty)}
        description={intl.formatMessage(messages.emptyText)}
        action={<Link to={localizePath(HOME_PATH, locale)}>{intl.formatMessage(messages.goShopping)}</Link>}
      />
    );
  }

  const ids = cartLineIds(valid);
  const checked = ids.filter((id) => cart.selected.includes(id));
  const askDelete = (line: CartLine) => setPendingDelete({ kind: 'line', ids: [line.id], name: lineName(line.suk, line.storeName) });
  const confirmDelete = () => {
    if (!pendingDelete) return;
    dispatch(linesDeleteRequested(pendingDelete.ids));
    setPendingDelete(null);
  };
  const reselectLine = cart.reselect.line;

  return (
    <>
      {valid.length > 0 && (
        <div css={head} aria-hidden="true">
          <span />
          <span>{intl.formatMessage(messages.product)}</span>
          <span>{intl.formatMessage(messages.price)}</span>
          <span>{intl.formatMessage(messages.quantity)}</span>
          <span>{intl.formatMessage(messages.subtotal)}</span>
          <span>{intl.formatMessage(messages.action)}</span>
        </div>
      )}
      {valid.map((group) => (
        <MerchantGroup
          key={group.merId}
          group={group}
          selected={cart.selected}
          onToggleMerchant={(value) => dispatch(merchantToggled({ merId: group.merId, checked: value }))}
          onToggleLine={(id) => dispatch(lineToggled(id))}
          onQuantity={(id, number) => dispatch(quantityChanged({ id, number }))}
          onDelete={askDelete}
        />
      ))}
      {invalidLines.length > 0 && (
        <InvalidLines
          lines={invalidLines}
          onReselect={(line) => dispatch(reselectOpened(line))}
          onClearAll={() => setPendingDelete({ kind: 'invalid', ids: invalidLines.map((line) => line.id) })}
        />
      )}
      {valid.length > 0 && (
        <CartSummaryBar
          allChecked={ids.length > 0 && checked.length === ids.length}
          someChecked={checked.length > 0}
          quantity={checkedQuantity(valid, checked)}
          total={checkedTotal(valid, checked)}
          busy={cart.checkout === 'submitting'}
          onToggleAll={(value) => dispatch(allToggled(value))}
          onBuyNow={() => dispatch(checkoutSubmitted(checked))}
        />
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={intl.formatMessage(pendingDelete?.kind === 'invalid' ? messages.clearTitle : messages.deleteTitle)}
        confirmLabel={intl.formatMessage(commonMessages.delete)}
        busy={cart.deleting}
        onConfirm={confirmDelete}
        onClose={() => setPendingDelete(null)}
      >
        <p css={{ margin: 0 }}>
          {pendingDelete?.kind === 'line'
            ? intl.formatMessage(messages.deleteText, { name: pendingDelete.name })
            : intl.formatMessage(messages.clearText, { count: pendingDelete?.ids.length ?? 0 })}
        </p>
      </ConfirmDialog>
      {reselectLine && (
        <ReselectDialog
          line={reselectLine}
          product={cart.reselect.product.data}
          failure={cart.reselect.product.error}
          submitting={cart.reselect.submitting}
          onRetry={() => dispatch(reselectOpened(reselectLine))}
          onClose={() => dispatch(reselectClosed())}
          onConfirm={(sku, num) =>
            dispatch(reselectSubmitted({ id: reselectLine.id, num, productId: reselectLine.productId, unique: sku.id }))
          }
        />
      )}
    </>
  );
}
