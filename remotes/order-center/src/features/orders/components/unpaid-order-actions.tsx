import { css } from '@emotion/react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '@mall/remote-kit';
import { Button, theme } from '@mall/ui-theme';
import { selectOrderBusy } from '../store/selectors';
import { cancelRequested, payRequested } from '../store/slice';

const messages = defineMessages({
  cancel: { id: 'orderCenter.UnpaidOrderActions.cancel', defaultMessage: 'Cancel order', description: 'Cancels an unpaid order' },
  pay: { id: 'orderCenter.UnpaidOrderActions.pay', defaultMessage: 'Pay now', description: 'Pays an unpaid order' },
  cancelTitle: {
    id: 'orderCenter.UnpaidOrderActions.cancelTitle',
    defaultMessage: 'Cancel this order?',
    description: 'Title of the cancel confirmation',
  },
  cancelText: defineMessage<{ orderNo: string }>({
    id: 'orderCenter.UnpaidOrderActions.cancelText',
    defaultMessage: 'Order {orderNo} will be cancelled; its goods, coupons and points go back.',
    description: 'Body of the cancel confirmation',
  }),
  cancelConfirm: { id: 'orderCenter.UnpaidOrderActions.cancelConfirm', defaultMessage: 'Cancel order', description: 'Confirms cancelling' },
  payTitle: {
    id: 'orderCenter.UnpaidOrderActions.payTitle',
    defaultMessage: 'Pay for this order?',
    description: 'Title of the pay confirmation',
  },
  payText: defineMessage<{ orderNo: string; amount: string }>({
    id: 'orderCenter.UnpaidOrderActions.payText',
    defaultMessage: 'You are about to pay {amount} for order {orderNo}.',
    description: 'Body of the pay confirmation',
  }),
  payConfirm: { id: 'orderCenter.UnpaidOrderActions.payConfirm', defaultMessage: 'Pay now', description: 'Confirms paying' },
});

const row = css({ display: 'flex', gap: theme.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });

interface UnpaidOrderActionsProps {
  /** The master order (PT…). */
  orderNo: string;
  payType: string;
  /** Already formatted with the shop's currency. */
  amount: string;
}

/** Cancel and Pay now of an unpaid order, each asked for again in a dialog (an action that cannot be undone is confirmed first). */
export function UnpaidOrderActions({ orderNo, payType, amount }: UnpaidOrderActionsProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const busy = useSelector(selectOrderBusy);
  const [asking, setAsking] = useState<'cancel' | 'pay' | null>(null);
  const busyWith = busy?.orderNo === orderNo ? busy.kind : null;
  return (
    <div css={row}>
      <Button variant="secondary" loading={busyWith === 'cancel'} disabled={busyWith !== null} onClick={() => setAsking('cancel')}>
        {intl.formatMessage(messages.cancel)}
      </Button>
      <Button loading={busyWith === 'pay'} disabled={busyWith !== null} onClick={() => setAsking('pay')}>
        {intl.formatMessage(messages.pay)}
      </Button>
      <ConfirmDialog
        open={asking === 'cancel'}
        title={intl.formatMessage(messages.cancelTitle)}
        confirmLabel={intl.formatMessage(messages.cancelConfirm)}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          dispatch(cancelRequested(orderNo));
        }}
      >
        <p>{intl.formatMessage(messages.cancelText, { orderNo })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'pay'}
        title={intl.formatMessage(messages.payTitle)}
        confirmLabel={intl.formatMessage(messages.payConfirm)}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          dispatch(payRequested({ orderNo, payType }));
        }}
      >
        <p>{intl.formatMessage(messages.payText, { orderNo, amount })}</p>
      </ConfirmDialog>
    </div>
  );
}
