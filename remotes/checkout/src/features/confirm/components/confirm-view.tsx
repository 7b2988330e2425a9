import { defineMessages, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { LoadingBlock, PageProblem, useFailureText } from '@mall/remote-kit';
import { SHOPPING_CART_PATH } from '@mall/routes';
import { selectConfirm } from '../store/selectors';
import { ConfirmForm } from './confirm-form';

const messages = defineMessages({
  unavailable: {
    id: 'checkout.ConfirmView.unavailable',
    defaultMessage: 'This order confirmation cannot be used',
    description: 'Heading when the pre-order is expired, unknown or another shopper’s',
  },
  missing: {
    id: 'checkout.ConfirmView.missing',
    defaultMessage: 'No order to confirm: start from your cart or a product page.',
    description: 'The confirm page was opened without a pre-order number',
  },
  backToCart: {
    id: 'checkout.ConfirmView.backToCart',
    defaultMessage: 'Back to the cart',
    description: 'Link to the cart from a pre-order that cannot be used',
  },
});

/** An expired, unknown or missing pre-order: say why (the server's words) and lead back to the cart. */
function PreOrderProblem({ reason }: { reason: string }) {
  const intl = useIntl();
  return (
    <PageProblem
      title={intl.formatMessage(messages.unavailable)}
      text={reason}
      backTo={SHOPPING_CART_PATH}
      backLabel={intl.formatMessage(messages.backToCart)}
    />
  );
}

/** The confirm page's content for a signed-in shopper. */
interface ConfirmViewProps {
  preOrderNo: string | null;
  /** This visit has asked for its data (until then the store may hold a former visit's). */
  opened: boolean;
  idempotencyKey: string;
}

export function ConfirmView({ preOrderNo, opened, idempotencyKey }: ConfirmViewProps) {
  const intl = useIntl();
  const failureText = useFailureText();
  const confirm = useSelector(selectConfirm);
  if (!preOrderNo) return <PreOrderProblem reason={intl.formatMessage(messages.missing)} />;
  if (!opened) return <LoadingBlock minHeight={400} />;
  if (confirm.preOrder.status === 'failed' && confirm.preOrder.error) {
    return <PreOrderProblem reason={failureText(confirm.preOrder.error)} />;
  }
  const preOrder = confirm.preOrder.data;
  const settled = (status: string) => status === 'ready' || status === 'failed';
  if (
    confirm.preOrderNo !== preOrderNo ||
    !preOrder ||
    !settled(confirm.addresses.status) ||
    !settled(confirm.payMethods.status) ||
    !settled(confirm.coupons.status)
  ) {
    return <LoadingBlock minHeight={400} />;
  }
  return <ConfirmForm key={preOrderNo} preOrderNo={preOrderNo} preOrder={preOrder} idempotencyKey={idempotencyKey} />;
}
