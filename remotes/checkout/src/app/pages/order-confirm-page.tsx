import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { PageColumn, selectSessionGeneration, selectSignedIn } from '@mall/remote-kit';
import { usePageTitle } from '@mall/remote-kit/page-title';
import { CheckoutSignInPrompt } from '../../components/checkout-sign-in-prompt';
import { ConfirmView } from '../../features/confirm/components/confirm-view';
import { selectConfirm } from '../../features/confirm/store/selectors';
import { confirmOpened, paymentStepOpened, confirmReducer } from '../../features/confirm/store/slice';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { useFollowPaymentStep } from '../../lib/use-payment-step';
import { confirmSaga } from '../../features/confirm/store/saga';
import { remote } from '../remote';

// This page's features join the remote's store when its chunk loads (no other page pays for them).
remote.inject({ confirm: { reducer: confirmReducer, saga: confirmSaga } });

/** /order/order_confirm?preOrderNo= */
export function OrderConfirmPage() {
  const heading = useIntl().formatMessage({
    id: 'checkout.OrderConfirmPage.title',
    defaultMessage: 'Confirm order',
    description: 'Heading of the confirm order page',
  });
  usePageTitle(heading);
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const preOrderNo = params.get('preOrderNo')?.trim() || null;
  const signedIn = useSelector(selectSignedIn);
  const generation = useSelector(selectSessionGeneration);
  const { next } = useSelector(selectConfirm);
  // One key per visit of this page: a double click or a retry of the same visit gets the same order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // What the store holds is shown only once this visit has asked for it (not a former visit's choices).
  const visit = `${preOrderNo}:${generation}`;
  const [openedVisit, setOpenedVisit] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn || !preOrderNo) return;
    dispatch(confirmOpened(preOrderNo));
    setOpenedVisit(visit);
  }, [dispatch, signedIn, preOrderNo, visit]);

  useFollowPaymentStep(next, paymentStepOpened, true);

  return (
    <PageColumn>
      <h1>{heading}</h1>
      {signedIn ? (
        <ConfirmView preOrderNo={preOrderNo} opened={openedVisit === visit} idempotencyKey={idempotencyKey} />
      ) : (
        <CheckoutSignInPrompt />
      )}
    </PageColumn>
  );
}
