import { css } from '@emotion/react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { StoreOrderItem } from '@mall/contract';
import { localizePath, useLocale } from '@mall/i18n';
import { ButtonLink, ConfirmDialog } from '@mall/remote-kit';
import { Button, theme } from '@mall/ui-theme';
import { orderActions } from '../../../lib/order-state';
import { orderDetailPath, refundConfirmPath } from '@mall/routes';
import { selectOrderBusy } from '../store/selectors';
import { buyAgainRequested, deleteRequested, receiptRequested, refundDetailRequested } from '../store/slice';

const messages = defineMessages({
  details: { id: 'orderCenter.MerchantOrderActions.details', defaultMessage: 'View details', description: 'Opens an order' },
  detailsOf: defineMessage<{ orderNo: string }>({
    id: 'orderCenter.MerchantOrderActions.detailsOf',
    defaultMessage: 'View details of order {orderNo}',
    description: 'Accessible name of the details link of one order',
  }),
  refund: {
    id: 'orderCenter.MerchantOrderActions.refund',
    defaultMessage: 'Request a refund',
    description: 'Opens the return request form',
  },
  refundDetail: {
    id: 'orderCenter.MerchantOrderActions.refundDetail',
    defaultMessage: 'Refund details',
    description: 'Opens the refund of an after-sales order',
  },
  logistics: { id: 'orderCenter.MerchantOrderActions.logistics', defaultMessage: 'Track parcel', description: 'Shows where the parcel is' },
  receipt: { id: 'orderCenter.MerchantOrderActions.receipt', defaultMessage: 'Confirm receipt', description: 'Confirms the goods arrived' },
  delete: { id: 'orderCenter.MerchantOrderActions.delete', defaultMessage: 'Delete order', description: 'Hides an order from the lists' },
  buyAgain: {
    id: 'orderCenter.MerchantOrderActions.buyAgain',
    defaultMessage: 'Buy again',
    description: 'Puts the order’s goods back into the cart',
  },
  receiptTitle: {
    id: 'orderCenter.MerchantOrderActions.receiptTitle',
    defaultMessage: 'Did the goods arrive?',
    description: 'Title of the receipt confirmation',
  },
  receiptText: defineMessage<{ orderNo: string }>({
    id: 'orderCenter.MerchantOrderActions.receiptText',
    defaultMessage: 'Confirm only once you have the goods of order {orderNo}.',
    description: 'Body of the receipt confirmation',
  }),
  deleteTitle: {
    id: 'orderCenter.MerchantOrderActions.deleteTitle',
    defaultMessage: 'Delete this order?',
    description: 'Title of the delete confirmation',
  },
  deleteText: defineMessage<{ orderNo: string }>({
    id: 'orderCenter.MerchantOrderActions.deleteText',
    defaultMessage: 'Order {orderNo} will no longer be listed.',
    description: 'Body of the delete confirmation',
  }),
});

const row = css({ display: 'flex', gap: theme.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });

interface MerchantOrderActionsProps {
  order: StoreOrderItem;
  /** Where "View details" and "Track parcel" lead: the list shows them, the detail page is already there. */
  inDetail?: boolean;
  /** The list tab the order is shown under (kept in the detail's URL). */
  tab?: number;
}

/**
 * What the shopper may do with a merchant order in its state (lib/order-state.ts): details, refund, parcel, receipt, delete,
 * buy again; receipt and delete are asked for again in a dialog (an action that cannot be undone is confirmed first).
 */
export function MerchantOrderActions({ order, inDetail = false, tab }: MerchantOrderActionsProps) {
  const intl = useIntl();
  const locale = useLocale();
  const dispatch = useDispatch();
  const busy = useSelector(selectOrderBusy);
  const [asking, setAsking] = useState<'receipt' | 'delete' | null>(null);
  const allowed = orderActions(order);
  const busyWith = busy?.orderNo === order.orderNo ? busy.kind : null;
  const detailPath = orderDetailPath(order.orderNo, tab);
  return (
    <div css={row}>
      {!inDetail && (
        <ButtonLink
          variant="secondary"
          to={localizePath(detailPath, locale)}
          label={intl.formatMessage(messages.detailsOf, { orderNo: order.orderNo })}
        >
          {intl.formatMessage(messages.details)}
        </ButtonLink>
      )}
      {order.refundStatus > 0 && !inDetail && (
        <Button variant="secondary" loading={busyWith === 'refundDetail'} onClick={() => dispatch(refundDetailRequested(order.orderNo))}>
          {intl.formatMessage(messages.refundDetail)}
        </Button>
      )}
      {allowed.logistics && !inDetail && (
        <ButtonLink variant="secondary" to={localizePath(`${detailPath}#logistics`, locale)}>
          {intl.formatMessage(messages.logistics)}
        </ButtonLink>
      )}
      {allowed.refund && (
        <ButtonLink variant="secondary" to={localizePath(refundConfirmPath(order.orderNo), locale)}>
          {intl.formatMessage(messages.refund)}
        </ButtonLink>
      )}
      {allowed.buyAgain && (
        <Button
          variant="secondary"
          loading={busyWith === 'buyAgain'}
          disabled={busyWith !== null}
          onClick={() => dispatch(buyAgainRequested({ orderNo: order.orderNo, lines: order.orderInfoList }))}
        >
          {intl.formatMessage(messages.buyAgain)}
        </Button>
      )}
      {allowed.delete && (
        <Button variant="secondary" loading={busyWith === 'delete'} disabled={busyWith !== null} onClick={() => setAsking('delete')}>
          {intl.formatMessage(messages.delete)}
        </Button>
      )}
      {allowed.receipt && (
        <Button loading={busyWith === 'receipt'} disabled={busyWith !== null} onClick={() => setAsking('receipt')}>
          {intl.formatMessage(messages.receipt)}
        </Button>
      )}
      <ConfirmDialog
        open={asking === 'receipt'}
        title={intl.formatMessage(messages.receiptTitle)}
        confirmLabel={intl.formatMessage(messages.receipt)}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          dispatch(receiptRequested(order.orderNo));
        }}
      >
        <p>{intl.formatMessage(messages.receiptText, { orderNo: order.orderNo })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title={intl.formatMessage(messages.deleteTitle)}
        confirmLabel={intl.formatMessage(messages.delete)}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          dispatch(deleteRequested(order.orderNo));
        }}
      >
        <p>{intl.formatMessage(messages.deleteText, { orderNo: order.orderNo })}</p>
      </ConfirmDialog>
    </div>
  );
}
