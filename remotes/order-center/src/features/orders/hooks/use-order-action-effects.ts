import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { localizePath, useLocale } from '@mall/i18n';
import { selectLastOrderAction, selectOrderProblem, selectOrderRedirect } from '../store/selectors';
import { redirectHandled, type OrderActionDone, type OrderActionKind, type OrderActionProblemKind } from '../store/slice';

const done = defineMessages<Exclude<OrderActionKind, 'pay' | 'refundDetail'>>({
  cancel: {
    id: 'orderCenter.OrderActionToast.cancel',
    defaultMessage: 'The order was cancelled',
    description: 'Toast after cancelling an order',
  },
  receipt: {
    id: 'orderCenter.OrderActionToast.receipt',
    defaultMessage: 'Receipt confirmed',
    description: 'Toast after confirming receipt',
  },
  delete: {
    id: 'orderCenter.OrderActionToast.delete',
    defaultMessage: 'The order was deleted',
    description: 'Toast after deleting an order',
  },
  buyAgain: {
    id: 'orderCenter.OrderActionToast.buyAgain',
    defaultMessage: 'The goods are back in your cart',
    description: 'Toast after buy again',
  },
});

const problems = defineMessages<OrderActionProblemKind>({
  payUnavailable: {
    id: 'orderCenter.OrderActionToast.payUnavailable',
    defaultMessage: 'This payment method cannot be used here: please pay by card',
    description: 'The order’s payment method has no payment page in the storefront',
  },
  noRefund: {
    id: 'orderCenter.OrderActionToast.noRefund',
    defaultMessage: 'No refund was found for this order',
    description: 'An after-sales order without a refund record',
  },
});

/**
 * What follows an order action on the page that shows it: a success toast, the next page (card payment, cart,
 * refund detail) and `onDone` so the page reloads what it shows. Only actions finished while the page is open count.
 */
export function useOrderActionEffects(onDone?: (done: OrderActionDone) => void): void {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const lastDone = useSelector(selectLastOrderAction);
  const problem = useSelector(selectOrderProblem);
  const redirect = useSelector(selectOrderRedirect);
  const seenDone = useRef(lastDone?.seq ?? 0);
  const seenProblem = useRef(problem?.seq ?? 0);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (!lastDone || lastDone.seq === seenDone.current) return;
    seenDone.current = lastDone.seq;
    if (lastDone.kind !== 'pay' && lastDone.kind !== 'refundDetail') {
      bus.publish('ui/toast', { kind: 'success', message: intl.formatMessage(done[lastDone.kind]) });
    }
    onDoneRef.current?.(lastDone);
  }, [lastDone, intl]);

  useEffect(() => {
    if (!problem || problem.seq === seenProblem.current) return;
    seenProblem.current = problem.seq;
    bus.publish('ui/toast', { kind: 'error', message: intl.formatMessage(problems[problem.kind]) });
  }, [problem, intl]);

  useEffect(() => {
    if (!redirect) return;
    dispatch(redirectHandled());
    if (redirect.kind === 'external') window.location.assign(redirect.url);
    else navigate(localizePath(redirect.to, locale));
  }, [redirect, dispatch, navigate, locale]);
}
