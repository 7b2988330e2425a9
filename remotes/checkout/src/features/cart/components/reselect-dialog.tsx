import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { CartLine, ProductDetailResponse, ProductSku } from '@mall/contract';
import { commonMessages, useMoney } from '@mall/i18n';
import { Button, Spinner, theme } from '@mall/ui-theme';
import { Modal } from '@mall/ui-theme/modal';
import { type ApiFailure, clampQuantity, ErrorNotice } from '@mall/remote-kit';
import { maxQuantity } from '../cart-lines';

const messages = defineMessages({
  title: {
    id: 'checkout.ReselectDialog.title',
    defaultMessage: 'Choose another option',
    description: 'Title of the dialog that reselects an unavailable cart line',
  },
  option: {
    id: 'checkout.ReselectDialog.option',
    defaultMessage: 'Option',
    description: 'Label of the list of the product options (SKUs)',
  },
  pick: { id: 'checkout.ReselectDialog.pick', defaultMessage: 'Choose an option', description: 'Empty choice of the option list' },
  skuText: defineMessage<{ sku: string; price: string; stock: number }>({
    id: 'checkout.ReselectDialog.skuText',
    defaultMessage: '{sku} · {price} · {stock} in stock',
    description: 'An option of the product in the list: values, price, stock',
  }),
  soldOut: defineMessage<{ sku: string }>({
    id: 'checkout.ReselectDialog.soldOut',
    defaultMessage: '{sku} · sold out',
    description: 'An option without stock',
  }),
  quantity: defineMessage<{ count: number }>({
    id: 'checkout.ReselectDialog.quantity',
    defaultMessage: 'Quantity: {count}',
    description: 'Quantity the reselected line keeps',
  }),
  none: {
    id: 'checkout.ReselectDialog.none',
    defaultMessage: 'No other option of this product is in stock.',
    description: 'Shown when nothing can be chosen',
  },
  confirm: {
    id: 'checkout.ReselectDialog.confirm',
    defaultMessage: 'Confirm',
    description: 'Button that puts the chosen option in the cart',
  },
});

const select = css({
  width: '100%',
  minHeight: 40,
  padding: `0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
});

interface ReselectDialogProps {
  line: CartLine;
  product: ProductDetailResponse | null;
  failure: ApiFailure | null;
  submitting: boolean;
  onRetry: () => void;
  onConfirm: (sku: ProductSku, quantity: number) => void;
  onClose: () => void;
}

/** A small SKU chooser for an unavailable line (GET product/detail → POST cart/resetcart). */
export function ReselectDialog({ line, product, failure, submitting, onRetry, onConfirm, onClose }: ReselectDialogProps) {
  const intl = useIntl();
  const money = useMoney();
  const selectId = useId();
  const [skuId, setSkuId] = useState('');
  const skus = Object.values(product?.productValue ?? {});
  const inStock = skus.filter((sku) => sku.stock > 0);
  const chosen = inStock.find((sku) => String(sku.id) === skuId) ?? null;
  const quantity = chosen
    ? clampQuantity(line.cartNum, maxQuantity({ stock: chosen.stock, maxQuantity: product?.productInfo.maxQuantity }))
    : line.cartNum;

  let body;
  if (failure) body = <ErrorNotice failure={failure} onRetry={onRetry} />;
  else if (!product) body = <Spinner />;
  else if (inStock.length === 0) body = <p role="status">{intl.formatMessage(messages.none)}</p>;
  else
    body = (
      <>
        <p css={{ marginTop: 0 }}>{line.storeName}</p>
        <label htmlFor={selectId} css={{ display: 'block', marginBottom: theme.space.xs }}>
          {intl.formatMessage(messages.option)}
        </label>
        <select id={selectId} css={select} value={skuId} onChange={(event) => setSkuId(event.target.value)}>
          <option value="">{intl.formatMessage(messages.pick)}</option>
          {skus.map((sku) => (
            <option key={sku.id} value={sku.id} disabled={sku.stock <= 0}>
              {sku.stock > 0
                ? intl.formatMessage(messages.skuText, { sku: sku.sku || line.storeName, price: money(sku.price), stock: sku.stock })
                : intl.formatMessage(messages.soldOut, { sku: sku.sku || line.storeName })}
            </option>
          ))}
        </select>
        {chosen && <p>{intl.formatMessage(messages.quantity, { count: quantity })}</p>}
      </>
    );

  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button disabled={!chosen} loading={submitting} onClick={() => chosen && onConfirm(chosen, quantity)}>
            {intl.formatMessage(messages.confirm)}
          </Button>
        </>
      }
    >
      {body}
    </Modal>
  );
}
